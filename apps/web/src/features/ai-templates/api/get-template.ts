import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET ai/templates/{id}/: one template and its fields (404 when unknown or inactive). */
export const templateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(templateEndpoints.get, { id }),
    queryFn: () => callEndpoint(templateEndpoints.get, { params: { id } }),
  });

export function useTemplate(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...templateQueryOptions(id), ...options });
}

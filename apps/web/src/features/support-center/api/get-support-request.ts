import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSupportEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/support/{id}/: the request, who asked, and its whole thread with internal notes. */
export const supportRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(adminSupportEndpoints.get, { id }),
    queryFn: () => callEndpoint(adminSupportEndpoints.get, { params: { id } }),
  });

export function useSupportRequest(id: number) {
  return useQuery(supportRequestQueryOptions(id));
}

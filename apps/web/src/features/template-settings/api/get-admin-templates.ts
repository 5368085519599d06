import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTemplateEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/templates/: every template, shown or hidden, with its prompt and runs, in users' order. */
export const adminTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminTemplateEndpoints.list),
    queryFn: () => callEndpoint(adminTemplateEndpoints.list),
  });

export function useAdminTemplates() {
  return useQuery(adminTemplatesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAssistantEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/assistants/: every assistant, hidden ones too, in the order users see them. */
export const adminAssistantsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminAssistantEndpoints.list),
    queryFn: () => callEndpoint(adminAssistantEndpoints.list),
  });

export function useAdminAssistants() {
  return useQuery(adminAssistantsQueryOptions());
}

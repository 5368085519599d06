import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSupportEndpoints, type TAdminSupportQuery } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/support/: every request (tickets, contact messages, applications) with counts per status. */
export const supportListQueryOptions = (query: TAdminSupportQuery) =>
  queryOptions({
    queryKey: endpointKey(adminSupportEndpoints.list, query),
    queryFn: () => callEndpoint(adminSupportEndpoints.list, { query }),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSupportList(query: TAdminSupportQuery) {
  return useQuery(supportListQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import type { TUsersListQuery } from '../utils/user-query';

/** GET admin/users/: every account, filtered and sorted, with the plans to filter by. */
export const adminUsersQueryOptions = (query: TUsersListQuery) =>
  queryOptions({
    queryKey: endpointKey(adminUserEndpoints.list, query),
    queryFn: () => callEndpoint(adminUserEndpoints.list, { query }),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: TUsersListQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

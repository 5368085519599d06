import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUsersResponseSchema, type TAdminUsersResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import type { TUsersListQuery } from '../utils/user-query';
import { adminUserKeys } from './admin-users-keys';

export const ADMIN_USERS_PATH = 'admin/users/';

/** GET admin/users/: every account, filtered and sorted, with the plans to filter by. */
export async function getAdminUsers(query: TUsersListQuery): Promise<TAdminUsersResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_USERS_PATH, { params: query });
  return ZAdminUsersResponseSchema.parse(data);
}

export const adminUsersQueryOptions = (query: TUsersListQuery) =>
  queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: () => getAdminUsers(query),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: TUsersListQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

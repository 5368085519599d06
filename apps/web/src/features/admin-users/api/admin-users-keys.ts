import type { QueryClient } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@inkwell/contract';
import type { TUsersListQuery } from '../utils/user-query';

/** Query keys of the admins' user pages; `all` covers every one. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (query: TUsersListQuery) => ['admin-users', 'list', query] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
};

/** An account an admin changed: kept for its pages, the lists asked again. */
export function storeAdminUser(queryClient: QueryClient, user: TAdminUserDetail): Promise<void> {
  queryClient.setQueryData(adminUserKeys.detail(user.id), user);
  return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
}

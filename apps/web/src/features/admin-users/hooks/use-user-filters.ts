import { useUrlFilters } from '@/lib/use-url-filters';
import { DEFAULT_USER_SORT, readUsersQuery } from '../utils/user-query';

/** The users list's filters, kept in the URL: search, role, plan, blocked, unconfirmed, sort, page. */
export function useUserFilters() {
  return useUrlFilters({ read: readUsersQuery, defaults: { sort: DEFAULT_USER_SORT } });
}

export type TUserFilters = ReturnType<typeof useUserFilters>;

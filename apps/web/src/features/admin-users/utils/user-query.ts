import { ADMIN_USER_SORTS, USER_ROLES, type TAdminUsersFilter } from '@inkwell/contract';
import { oneOf, readPage } from '@/lib/url-filters';

/** How many accounts a page lists. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const DEFAULT_USER_SORT = '-joined';

/**
 * GET admin/users/'s query as the list sends it. The contract's TUsersListQuery is its schema's
 * input, where the coerced page numbers are `unknown`; here they are the numbers sent.
 */
export type TUsersListQuery = TAdminUsersFilter & { page: number; page_size: number };

const FLAGS = ['true', 'false'] as const;

/** The list's query from the page's URL; values it does not know are left out. */
export function readUsersQuery(params: URLSearchParams): TUsersListQuery {
  const search = params.get('search')?.trim().slice(0, 200);
  const plan = params.get('plan')?.trim().slice(0, 120);
  return {
    page: readPage(params.get('page')),
    page_size: ADMIN_USERS_PAGE_SIZE,
    search: search || undefined,
    role: oneOf(USER_ROLES, params.get('role')),
    plan: plan || undefined,
    blocked: oneOf(FLAGS, params.get('blocked')),
    // Only "true" narrows the list; false is the same as leaving it out.
    unconfirmed: params.get('unconfirmed') === 'true' ? 'true' : undefined,
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort')) ?? DEFAULT_USER_SORT,
  };
}

/** The same filters without the page: what the CSV export takes. */
export function exportFilter({
  page: _page,
  page_size: _size,
  ...filter
}: TUsersListQuery): TAdminUsersFilter {
  return filter;
}

/** A filter or a search is set: an empty list is "no match", not "no accounts". */
export function isFiltered(query: TUsersListQuery): boolean {
  return Boolean(query.search || query.role || query.plan || query.blocked || query.unconfirmed);
}

import {
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SORTS,
  type TAdminSupportQuery,
} from '@inkwell/contract';
import { oneOf, readPage, withFilter as withUrlFilter, withPage } from '@/lib/url-filters';

/** How many requests a page lists. */
export const SUPPORT_CENTER_PAGE_SIZE = 20;
export const DEFAULT_SUPPORT_SORT = '-last_activity';

/** The filters that live in the URL (besides the page). */
export const SUPPORT_FILTER_KEYS = ['type', 'status', 'priority', 'category', 'search', 'sort'] as const;
export type TSupportFilterKey = (typeof SUPPORT_FILTER_KEYS)[number];

/** The list's query from the page's URL; values it does not know are left out. */
export function readSupportQuery(params: URLSearchParams): TAdminSupportQuery {
  const category = params.get('category')?.trim().slice(0, 32);
  const search = params.get('search')?.trim().slice(0, 200);
  return {
    page: readPage(params.get('page')),
    page_size: SUPPORT_CENTER_PAGE_SIZE,
    type: oneOf(SUPPORT_REQUEST_TYPES, params.get('type')),
    status: oneOf(SUPPORT_REQUEST_STATUSES, params.get('status')),
    priority: oneOf(SUPPORT_REQUEST_PRIORITIES, params.get('priority')),
    category: category || undefined,
    search: search || undefined,
    sort: oneOf(SUPPORT_SORTS, params.get('sort')) ?? DEFAULT_SUPPORT_SORT,
  };
}

/** The URL with one filter changed (empty removes it); any change goes back to the first page. */
export function withFilter(params: URLSearchParams, key: TSupportFilterKey, value: string): URLSearchParams {
  return withUrlFilter(params, key, value, key === 'sort' ? DEFAULT_SUPPORT_SORT : undefined);
}

export { withPage };

/** A filter other than the status is set: an empty list is "no match", not "nothing yet". */
export function isFiltered(query: TAdminSupportQuery): boolean {
  return Boolean(query.type || query.status || query.priority || query.category || query.search);
}

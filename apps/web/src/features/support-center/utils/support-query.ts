import {
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SORTS,
  type TAdminSupportQuery,
} from '@inkwell/contract';

/** How many requests a page lists. */
export const SUPPORT_CENTER_PAGE_SIZE = 20;
export const DEFAULT_SUPPORT_SORT = '-last_activity';

/** The filters that live in the URL (besides the page). */
export const SUPPORT_FILTER_KEYS = ['type', 'status', 'priority', 'category', 'search', 'sort'] as const;
export type TSupportFilterKey = (typeof SUPPORT_FILTER_KEYS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

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
  const next = new URLSearchParams(params);
  if (value === '' || (key === 'sort' && value === DEFAULT_SUPPORT_SORT)) next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A filter other than the status is set: an empty list is "no match", not "nothing yet". */
export function isFiltered(query: TAdminSupportQuery): boolean {
  return Boolean(query.type || query.status || query.priority || query.category || query.search);
}

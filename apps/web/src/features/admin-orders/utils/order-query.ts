import {
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_GATEWAY_CODES,
  type TAdminOrderSort,
  type ZAdminOrdersFilterSchema,
  type ZAdminOrdersQuerySchema,
} from '@inkwell/contract';
import type { z } from 'zod';
import { datesInOrder, oneOf, readDay, readPage } from '@/lib/url-filters';

/** How many orders a page lists. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const DEFAULT_ORDER_SORT: TAdminOrderSort = '-created';

/** The query of the orders list as it is sent (numbers, not the URL's text). */
export type TOrdersListQuery = z.output<typeof ZAdminOrdersQuerySchema>;
/** The same filters without the page: what the CSV export is asked with. */
export type TOrdersExportFilter = z.output<typeof ZAdminOrdersFilterSchema>;

/**
 * The list's query from the page's URL; values it does not know are left out, and so is an end
 * date before the start date (the filter bar says why).
 */
export function readOrdersQuery(params: URLSearchParams): TOrdersListQuery {
  const search = params.get('search')?.trim().slice(0, 200);
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  return {
    page: readPage(params.get('page')),
    page_size: ADMIN_ORDERS_PAGE_SIZE,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    gateway: oneOf(PAYMENT_GATEWAY_CODES, params.get('gateway')),
    from,
    to: datesInOrder(from, to) ? to : undefined,
    search: search || undefined,
    sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? DEFAULT_ORDER_SORT,
  };
}

/** The list's filters without the page: what the CSV export is asked with. */
export function exportFilter({
  page: _page,
  page_size: _size,
  ...filter
}: TOrdersListQuery): TOrdersExportFilter {
  return filter;
}

/** A filter other than the sort is set: an empty list is "no match", not "no orders yet". */
export function isFiltered(query: TOrdersListQuery): boolean {
  return Boolean(query.status || query.gateway || query.from || query.to || query.search);
}

import { useUrlFilters } from '@/lib/use-url-filters';
import { DEFAULT_ORDER_SORT, readOrdersQuery } from '../utils/order-query';

/** The orders list's filters, kept in the URL's search params (a reload and Back keep them). */
export function useOrderFilters() {
  return useUrlFilters({ read: readOrdersQuery, defaults: { sort: DEFAULT_ORDER_SORT } });
}

export type TOrderFilters = ReturnType<typeof useOrderFilters>;

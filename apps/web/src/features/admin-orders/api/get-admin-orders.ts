import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import type { TOrdersListQuery } from '../utils/order-query';

/** GET admin/orders/: a page of every order, filtered and sorted, with the revenue of the filtered set. */
export const adminOrdersQueryOptions = (query: TOrdersListQuery) =>
  queryOptions({
    queryKey: endpointKey(adminOrderEndpoints.list, query),
    queryFn: () => callEndpoint(adminOrderEndpoints.list, { query }),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: TOrdersListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}

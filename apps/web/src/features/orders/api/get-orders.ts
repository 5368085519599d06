import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints, type TOrdersQuery, type TOrdersResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/orders/: the signed-in user's orders, newest first, a page at a time. */
export function getOrders(query: TOrdersQuery): Promise<TOrdersResponse> {
  return callEndpoint(orderEndpoints.list, { query });
}

export const ordersQueryOptions = (query: TOrdersQuery) =>
  queryOptions({
    queryKey: endpointKey(orderEndpoints.list, query),
    queryFn: () => getOrders(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: TOrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}

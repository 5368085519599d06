import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrdersResponseSchema, type TOrdersQuery, type TOrdersResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET users/orders/: the signed-in user's orders, newest first, a page at a time. */
export async function getOrders(query: TOrdersQuery): Promise<TOrdersResponse> {
  const { data } = await apiClient.get<unknown>('users/orders/', { params: query });
  return ZOrdersResponseSchema.parse(data);
}

export const ordersQueryOptions = (query: TOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => getOrders(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: TOrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminOrdersResponseSchema, type TAdminOrdersResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import type { TOrdersListQuery } from '../utils/order-query';
import { adminOrderKeys } from './admin-order-keys';

export const ADMIN_ORDERS_PATH = 'admin/orders/';

/** GET admin/orders/: a page of every order, filtered and sorted, with the revenue of the filtered set. */
export async function getAdminOrders(query: TOrdersListQuery): Promise<TAdminOrdersResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_ORDERS_PATH, { params: query });
  return ZAdminOrdersResponseSchema.parse(data);
}

export const adminOrdersQueryOptions = (query: TOrdersListQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: () => getAdminOrders(query),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: TOrdersListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}

import type { QueryClient } from '@tanstack/react-query';
import type { TAdminOrderDetail } from '@inkwell/contract';
import type { TOrdersListQuery } from '../utils/order-query';

/** Query keys of the admins' orders pages; `all` covers every one. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: ['admin-orders', 'list'] as const,
  list: (query: TOrdersListQuery) => ['admin-orders', 'list', query] as const,
  detail: (id: number) => ['admin-orders', 'detail', id] as const,
  buyers: (search: string) => ['admin-orders', 'buyers', search] as const,
  buyer: (id: number) => ['admin-orders', 'buyer', id] as const,
};

/** An order an admin made or refunded: kept for its page, the lists (rows and revenue) asked again. */
export function storeAdminOrder(queryClient: QueryClient, order: TAdminOrderDetail): Promise<void> {
  queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
}

import type { QueryClient } from '@tanstack/react-query';
import { adminOrderEndpoints, type TAdminOrderDetail } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Query keys of the admins' orders pages beyond the endpoints' own: the buyer picker's searches. */
export const adminOrderKeys = {
  buyers: (search: string) => ['admin-orders', 'buyers', search] as const,
};

/** An order an admin made or refunded: kept for its page, the lists (rows and revenue) asked again. */
export function storeAdminOrder(queryClient: QueryClient, order: TAdminOrderDetail): Promise<void> {
  queryClient.setQueryData(endpointKey(adminOrderEndpoints.get, { id: order.id }), order);
  return queryClient.invalidateQueries({ queryKey: endpointKey(adminOrderEndpoints.list) });
}

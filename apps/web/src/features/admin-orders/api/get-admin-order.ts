import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminOrderDetailSchema, type TAdminOrderDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminOrderKeys } from './admin-order-keys';
import { ADMIN_ORDERS_PATH } from './get-admin-orders';

/** GET admin/orders/{id}/: the order, its buyer, the payment events and the balance changes it caused. */
export async function getAdminOrder(id: number): Promise<TAdminOrderDetail> {
  const { data } = await apiClient.get<unknown>(`${ADMIN_ORDERS_PATH}${id}/`);
  return ZAdminOrderDetailSchema.parse(data);
}

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminOrderDetailSchema,
  ZCreateOrderRequestSchema,
  type TAdminOrderDetail,
  type TCreateOrderRequest,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeAdminOrder } from './admin-order-keys';
import { ADMIN_ORDERS_PATH } from './get-admin-orders';

/** POST admin/orders/: a manual order for a user, paid at once (a price of 0 is a gift). */
export async function createOrder(body: TCreateOrderRequest): Promise<TAdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(ADMIN_ORDERS_PATH, ZCreateOrderRequestSchema.parse(body));
  return ZAdminOrderDetailSchema.parse(data);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => storeAdminOrder(queryClient, order),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderSchema, type TOrder } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeChangedOrder } from './order-keys';

/** POST users/orders/{id}/cancel/: cancels a pending order (409 once it is no longer pending). */
export async function cancelOrder(id: number): Promise<TOrder> {
  const { data } = await apiClient.post<unknown>(`users/orders/${id}/cancel/`);
  return ZOrderSchema.parse(data);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}

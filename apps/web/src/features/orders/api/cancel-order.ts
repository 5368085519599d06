import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderEndpoints, type TOrder } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedOrder } from './order-keys';

/** POST users/orders/{id}/cancel/: cancels a pending order (409 once it is no longer pending). */
export function cancelOrder(id: number): Promise<TOrder> {
  return callEndpoint(orderEndpoints.cancel, { params: { id } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseEndpoints, type TOrder } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedOrder } from './order-keys';

/** POST payments/sandbox/{order_id}/pay/: the Sandbox gateway's test payment (owner only). */
export function paySandboxOrder(id: number): Promise<TOrder> {
  return callEndpoint(purchaseEndpoints.paySandbox, { params: { id } });
}

export function usePaySandboxOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySandboxOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}

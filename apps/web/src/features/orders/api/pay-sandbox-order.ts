import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderSchema, type TOrder } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeChangedOrder } from './order-keys';

/** POST payments/sandbox/{order_id}/pay/: the Sandbox gateway's test payment (owner only). */
export async function paySandboxOrder(id: number): Promise<TOrder> {
  const { data } = await apiClient.post<unknown>(`payments/sandbox/${id}/pay/`);
  return ZOrderSchema.parse(data);
}

export function usePaySandboxOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySandboxOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}

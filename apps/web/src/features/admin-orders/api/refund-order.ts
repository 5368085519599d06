import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { toast } from '@/lib/toast';
import { storeAdminOrder } from './admin-order-keys';

/**
 * POST admin/orders/{id}/refund/: takes back the unspent part of what the order credited and,
 * for Stripe, returns the money. 409 when it cannot be refunded, 502 when Stripe refuses.
 * The refunded order replaces the shown one (its page then shows what was taken back).
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminOrderEndpoints.refund, { params: { id } }),
    onSuccess: async (order) => {
      await storeAdminOrder(queryClient, order);
      void toast.success(`Order #${order.id} refunded`);
    },
    // Whatever the answer, the order may have changed (a webhook, another admin).
    onError: (_error, id) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(adminOrderEndpoints.get, { id }) }),
  });
}

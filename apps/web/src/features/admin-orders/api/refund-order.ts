import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminOrderDetailSchema, type TAdminOrderDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOrderKeys, storeAdminOrder } from './admin-order-keys';
import { ADMIN_ORDERS_PATH } from './get-admin-orders';

/**
 * POST admin/orders/{id}/refund/: takes back the unspent part of what the order credited and,
 * for Stripe, returns the money. 409 when it cannot be refunded, 502 when Stripe refuses.
 */
export async function refundOrder(id: number): Promise<TAdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(`${ADMIN_ORDERS_PATH}${id}/refund/`);
  return ZAdminOrderDetailSchema.parse(data);
}

/** The refunded order replaces the shown one (its page then shows what was taken back). */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: async (order) => {
      await storeAdminOrder(queryClient, order);
      void toast.success(`Order #${order.id} refunded`);
    },
    // Whatever the answer, the order may have changed (a webhook, another admin).
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(id) }),
  });
}

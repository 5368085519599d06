import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderEndpoints, ZCreateOrderRequestSchema, type TCreateOrderRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeAdminOrder } from './admin-order-keys';

/** POST admin/orders/: a manual order for a user, paid at once (a price of 0 is a gift). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateOrderRequest) =>
      callEndpoint(adminOrderEndpoints.create, { body: ZCreateOrderRequestSchema.parse(body) }),
    onSuccess: (order) => storeAdminOrder(queryClient, order),
  });
}

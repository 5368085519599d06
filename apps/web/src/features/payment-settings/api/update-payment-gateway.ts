import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminGatewayEndpoints,
  ZAdminPaymentGatewayUpdateSchema,
  type TAdminPaymentGatewayUpdate,
} from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

export interface UpdatePaymentGatewayInput {
  id: number;
  body: TAdminPaymentGatewayUpdate;
}

/**
 * PATCH admin/payment-gateways/{id}/: switch a gateway on or off, or make it the default. A new
 * default unmarks the old one, so the whole list is read again (the mutation waits for it).
 */
export function useUpdatePaymentGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdatePaymentGatewayInput) =>
      callEndpoint(adminGatewayEndpoints.update, {
        params: { gateway_id: id },
        body: ZAdminPaymentGatewayUpdateSchema.parse(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminGatewayEndpoints.list) }),
  });
}

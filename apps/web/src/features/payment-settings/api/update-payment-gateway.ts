import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPaymentGatewaySchema,
  ZAdminPaymentGatewayUpdateSchema,
  type TAdminPaymentGateway,
  type TAdminPaymentGatewayUpdate,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentSettingsKeys } from './payment-settings-keys';

export interface UpdatePaymentGatewayInput {
  id: number;
  body: TAdminPaymentGatewayUpdate;
}

/** PATCH admin/payment-gateways/{id}/: switch a gateway on or off, or make it the default. */
export async function updatePaymentGateway({
  id,
  body,
}: UpdatePaymentGatewayInput): Promise<TAdminPaymentGateway> {
  const { data } = await apiClient.patch<unknown>(
    `admin/payment-gateways/${id}/`,
    ZAdminPaymentGatewayUpdateSchema.parse(body),
  );
  return ZAdminPaymentGatewaySchema.parse(data);
}

/** A new default unmarks the old one, so the whole list is read again (the mutation waits for it). */
export function useUpdatePaymentGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.gateways }),
  });
}

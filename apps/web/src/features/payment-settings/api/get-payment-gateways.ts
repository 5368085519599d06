import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPaymentGatewaysResponseSchema, type TAdminPaymentGateway } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentSettingsKeys } from './payment-settings-keys';

/** GET admin/payment-gateways/: every gateway with its switch, default flag and configuration state. */
export async function getPaymentGateways(): Promise<TAdminPaymentGateway[]> {
  const { data } = await apiClient.get<unknown>('admin/payment-gateways/');
  return ZAdminPaymentGatewaysResponseSchema.parse(data);
}

export const paymentGatewaysQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingsKeys.gateways, queryFn: getPaymentGateways });

export function usePaymentGateways() {
  return useQuery(paymentGatewaysQueryOptions());
}

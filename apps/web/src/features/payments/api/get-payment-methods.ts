import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentMethodsResponseSchema, type TPaymentMethodsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET payments/payment_methods: the gateways buyers can pay with now (switched on and configured). */
export async function getPaymentMethods(): Promise<TPaymentMethodsResponse> {
  const { data } = await apiClient.get<unknown>('payments/payment_methods');
  return ZPaymentMethodsResponseSchema.parse(data);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.methods, queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentMethodsResponseSchema, type TPaymentMethodsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function getPaymentMethods(): Promise<TPaymentMethodsResponse> {
  const { data } = await apiClient.get<unknown>('payments/payment_methods');
  return ZPaymentMethodsResponseSchema.parse(data);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

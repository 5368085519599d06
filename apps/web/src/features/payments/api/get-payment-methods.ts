import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodEndpoints, type TPaymentMethodsResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET payments/payment_methods: the gateways buyers can pay with now (switched on and configured). */
export function getPaymentMethods(): Promise<TPaymentMethodsResponse> {
  return callEndpoint(paymentMethodEndpoints.list);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(paymentMethodEndpoints.list), queryFn: getPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

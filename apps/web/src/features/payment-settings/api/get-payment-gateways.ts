import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminGatewayEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/payment-gateways/: every gateway with its switch, default flag and configuration state. */
export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminGatewayEndpoints.list),
    queryFn: () => callEndpoint(adminGatewayEndpoints.list),
  });

export function usePaymentGateways() {
  return useQuery(paymentGatewaysQueryOptions());
}

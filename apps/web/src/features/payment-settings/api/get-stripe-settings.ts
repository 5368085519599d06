import { queryOptions, useQuery } from '@tanstack/react-query';
import { stripeSettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/payment-gateways/stripe/: whether Stripe is configured, from where, and the webhook URL. */
export const stripeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(stripeSettingsEndpoints.get),
    queryFn: () => callEndpoint(stripeSettingsEndpoints.get),
  });

export function useStripeSettings() {
  return useQuery(stripeSettingsQueryOptions());
}

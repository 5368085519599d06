import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStripeSettingsResponseSchema, type TStripeSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminPaymentKeys } from './admin-payment-keys';

export const STRIPE_SETTINGS_PATH = 'admin/payment-gateways/stripe/';

/** GET admin/payment-gateways/stripe/: whether Stripe is configured, from where, and the webhook URL. */
export async function getStripeSettings(): Promise<TStripeSettingsResponse> {
  const { data } = await apiClient.get<unknown>(STRIPE_SETTINGS_PATH);
  return ZStripeSettingsResponseSchema.parse(data);
}

export const stripeSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminPaymentKeys.stripe, queryFn: getStripeSettings });

export function useStripeSettings() {
  return useQuery(stripeSettingsQueryOptions());
}

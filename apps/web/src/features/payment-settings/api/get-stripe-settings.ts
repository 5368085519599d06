import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStripeSettingsResponseSchema, type TStripeSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentSettingsKeys } from './payment-settings-keys';

export const STRIPE_SETTINGS_PATH = 'admin/payment-gateways/stripe/';

/** GET admin/payment-gateways/stripe/: whether Stripe is configured, from where, and the webhook URL. */
export async function getStripeSettings(): Promise<TStripeSettingsResponse> {
  const { data } = await apiClient.get<unknown>(STRIPE_SETTINGS_PATH);
  return ZStripeSettingsResponseSchema.parse(data);
}

export const stripeSettingsQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingsKeys.stripe, queryFn: getStripeSettings });

export function useStripeSettings() {
  return useQuery(stripeSettingsQueryOptions());
}

import type { QueryClient } from '@tanstack/react-query';
import type { TStripeSettingsResponse } from '@inkwell/contract';

/** Query keys of the admin's payment settings. */
export const paymentSettingsKeys = {
  all: ['payment-settings'] as const,
  gateways: ['payment-settings', 'gateways'] as const,
  stripe: ['payment-settings', 'stripe'] as const,
  trialBalances: ['payment-settings', 'trial-balances'] as const,
};

/**
 * After Stripe's keys changed: keep the new settings (or read them again when the answer had
 * none) and refresh the gateways, whose "configured" state follows the keys.
 */
export async function storeStripeSettings(
  queryClient: QueryClient,
  settings: TStripeSettingsResponse | null,
): Promise<void> {
  if (settings) queryClient.setQueryData(paymentSettingsKeys.stripe, settings);
  else await queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.stripe });
  await queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.gateways });
}

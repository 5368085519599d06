import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStripeSettingsResponseSchema, type TStripeSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeStripeSettings } from './payment-settings-keys';
import { STRIPE_SETTINGS_PATH } from './get-stripe-settings';

/**
 * DELETE admin/payment-gateways/stripe/: forgets the admin's keys (the environment's stay in
 * force). The answer is the new settings, or 204 with none, after which they are read again.
 */
export async function deleteStripeSettings(): Promise<TStripeSettingsResponse | null> {
  const { data, status } = await apiClient.delete<unknown>(STRIPE_SETTINGS_PATH);
  return status === 204 || data === '' ? null : ZStripeSettingsResponseSchema.parse(data);
}

export function useDeleteStripeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStripeSettings,
    onSuccess: (settings) => storeStripeSettings(queryClient, settings),
  });
}

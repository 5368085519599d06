import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stripeSettingsEndpoints, type TStripeSettingsResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeStripeSettings } from './payment-settings-keys';

/** Forgets the admin's Stripe keys (the environment's stay in force); the answer is the new settings. */
export function deleteStripeSettings(): Promise<TStripeSettingsResponse> {
  return callEndpoint(stripeSettingsEndpoints.remove);
}

export function useDeleteStripeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStripeSettings,
    onSuccess: (settings) => storeStripeSettings(queryClient, settings),
  });
}

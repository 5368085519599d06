import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZStripeSettingsRequestSchema,
  ZStripeSettingsResponseSchema,
  type TStripeSettingsRequest,
  type TStripeSettingsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeStripeSettings } from './payment-settings-keys';
import { STRIPE_SETTINGS_PATH } from './get-stripe-settings';

/** PUT admin/payment-gateways/stripe/: the secret key and webhook signing secret (400 on bad keys). */
export async function saveStripeSettings(body: TStripeSettingsRequest): Promise<TStripeSettingsResponse> {
  const { data } = await apiClient.put<unknown>(
    STRIPE_SETTINGS_PATH,
    ZStripeSettingsRequestSchema.parse(body),
  );
  return ZStripeSettingsResponseSchema.parse(data);
}

export function useSaveStripeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStripeSettings,
    onSuccess: (settings) => storeStripeSettings(queryClient, settings),
  });
}

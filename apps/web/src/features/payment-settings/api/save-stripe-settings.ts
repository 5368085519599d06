import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stripeSettingsEndpoints,
  ZStripeSettingsRequestSchema,
  type TStripeSettingsRequest,
} from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeStripeSettings } from './payment-settings-keys';

/** PUT admin/payment-gateways/stripe/: the secret key and webhook signing secret (400 on bad keys). */
export function useSaveStripeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStripeSettingsRequest) =>
      callEndpoint(stripeSettingsEndpoints.update, { body: ZStripeSettingsRequestSchema.parse(body) }),
    onSuccess: (settings) => storeStripeSettings(queryClient, settings),
  });
}

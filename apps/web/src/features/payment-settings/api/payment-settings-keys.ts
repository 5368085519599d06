import type { QueryClient } from '@tanstack/react-query';
import {
  adminGatewayEndpoints,
  stripeSettingsEndpoints,
  type TStripeSettingsResponse,
} from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** After Stripe's keys changed: keep the new settings and refresh the gateways, whose "configured" state follows the keys. */
export async function storeStripeSettings(
  queryClient: QueryClient,
  settings: TStripeSettingsResponse,
): Promise<void> {
  queryClient.setQueryData(endpointKey(stripeSettingsEndpoints.get), settings);
  await queryClient.invalidateQueries({ queryKey: endpointKey(adminGatewayEndpoints.list) });
}

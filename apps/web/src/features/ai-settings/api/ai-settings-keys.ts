import type { QueryClient } from '@tanstack/react-query';
import { aiSettingsEndpoints, aiStatusEndpoints, type TAiSettingsResponse } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Query keys of the admin's AI Providers beyond the endpoints' own: each provider's model names. */
export const aiSettingsKeys = {
  models: (providerId: string) => ['ai-settings', 'models', providerId] as const,
};

/**
 * Every change answers the whole settings: they go straight into the cache, and the tools'
 * status (their set-up panels) is read again.
 */
export function storeAiSettings(queryClient: QueryClient, settings: TAiSettingsResponse): void {
  queryClient.setQueryData(endpointKey(aiSettingsEndpoints.get), settings);
  void queryClient.invalidateQueries({ queryKey: endpointKey(aiStatusEndpoints.get) });
}

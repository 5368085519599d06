import type { QueryClient } from '@tanstack/react-query';
import type { TAiSettingsResponse } from '@inkwell/contract';
import { aiStatusKeys } from '@/lib/get-ai-status';

/** Query keys of the admin's AI Providers: the settings, and each provider's models. */
export const aiSettingsKeys = {
  all: ['ai-settings'] as const,
  settings: ['ai-settings', 'settings'] as const,
  models: (providerId: string) => ['ai-settings', 'models', providerId] as const,
};

/**
 * Every change answers the whole settings: they go straight into the cache, and the tools'
 * status (their set-up panels) is read again.
 */
export function storeAiSettings(queryClient: QueryClient, settings: TAiSettingsResponse): void {
  queryClient.setQueryData(aiSettingsKeys.settings, settings);
  void queryClient.invalidateQueries({ queryKey: aiStatusKeys.all });
}

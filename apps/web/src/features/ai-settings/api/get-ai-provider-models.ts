import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiProviderEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { aiSettingsKeys } from './ai-settings-keys';

/**
 * GET admin/ai-settings/providers/{id}/models/, "Test connection": the provider's models, or
 * 502/503 `{ detail }` saying what is wrong (a bad key, a wrong base URL, no answer). Up to 15 s.
 */
export async function getAiProviderModels(providerId: string): Promise<string[]> {
  const answer = await callEndpoint(aiProviderEndpoints.models, { params: { provider_id: providerId } });
  return answer.models;
}

// Asked for only on demand (Test connection, a model picker), and never again by itself: a
// failure is the answer the admin wants to read, not something to retry.
export const aiProviderModelsQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: aiSettingsKeys.models(providerId),
    queryFn: () => getAiProviderModels(providerId),
    retry: false,
  });

/** One provider's models, shared by its Test connection and every model picker that uses it. */
export function useAiProviderModels(providerId: string, { enabled = false } = {}) {
  return useQuery({ ...aiProviderModelsQueryOptions(providerId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAiSettingsResponseSchema, type TAiSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { aiSettingsKeys } from './ai-settings-keys';

export const AI_SETTINGS_PATH = 'admin/ai-settings/';

/** GET admin/ai-settings/: the providers (key hints only) and the provider and model of each tool. */
export async function getAiSettings(): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.get<unknown>(AI_SETTINGS_PATH);
  return ZAiSettingsResponseSchema.parse(data);
}

export const aiSettingsQueryOptions = () =>
  queryOptions({ queryKey: aiSettingsKeys.settings, queryFn: getAiSettings });

export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions());
}

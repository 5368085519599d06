import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAiSettingsResponseSchema, type TAiCapability, type TAiSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeAiSettings } from './ai-settings-keys';
import { AI_SETTINGS_PATH } from './get-ai-settings';

/** DELETE admin/ai-settings/capabilities/{capability}/: the tool is left without a model. */
export async function unassignAiCapability(capability: TAiCapability): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.delete<unknown>(`${AI_SETTINGS_PATH}capabilities/${capability}/`);
  return ZAiSettingsResponseSchema.parse(data);
}

export function useUnassignAiCapability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignAiCapability,
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

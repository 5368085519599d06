import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAiSettingsResponseSchema, type TAiSettingsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { aiSettingsKeys, storeAiSettings } from './ai-settings-keys';
import { AI_SETTINGS_PATH } from './get-ai-settings';

/** DELETE admin/ai-settings/providers/{id}/: the tools it served are left without a provider. */
export async function deleteAiProvider(id: string): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.delete<unknown>(`${AI_SETTINGS_PATH}providers/${id}/`);
  return ZAiSettingsResponseSchema.parse(data);
}

export function useDeleteAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiProvider,
    onSuccess: (settings, id) => {
      storeAiSettings(queryClient, settings);
      queryClient.removeQueries({ queryKey: aiSettingsKeys.models(id) });
    },
  });
}

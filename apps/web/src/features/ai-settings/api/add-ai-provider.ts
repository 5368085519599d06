import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAiProviderRequestSchema,
  ZAiSettingsResponseSchema,
  type TAiProviderRequest,
  type TAiSettingsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeAiSettings } from './ai-settings-keys';
import { AI_SETTINGS_PATH } from './get-ai-settings';

/** POST admin/ai-settings/providers/: a new provider (400 on bad fields, 409 past the limit). */
export async function addAiProvider(body: TAiProviderRequest): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.post<unknown>(
    `${AI_SETTINGS_PATH}providers/`,
    ZAiProviderRequestSchema.parse(body),
  );
  return ZAiSettingsResponseSchema.parse(data);
}

export function useAddAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAiProvider,
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAiProviderUpdateSchema,
  ZAiSettingsResponseSchema,
  type TAiProviderUpdate,
  type TAiSettingsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { aiSettingsKeys, storeAiSettings } from './ai-settings-keys';
import { AI_SETTINGS_PATH } from './get-ai-settings';

export interface TUpdateAiProviderInput {
  id: string;
  body: TAiProviderUpdate;
}

/**
 * PATCH admin/ai-settings/providers/{id}/: a new name, base URL or key; `api_key` absent keeps
 * the key, null removes it. The environment's provider answers 409.
 */
export async function updateAiProvider({ id, body }: TUpdateAiProviderInput): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.patch<unknown>(
    `${AI_SETTINGS_PATH}providers/${id}/`,
    ZAiProviderUpdateSchema.parse(body),
  );
  return ZAiSettingsResponseSchema.parse(data);
}

/** Another URL or key may list other models: the last Test connection is forgotten. */
export function useUpdateAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiProvider,
    onSuccess: (settings, { id }) => {
      storeAiSettings(queryClient, settings);
      return queryClient.resetQueries({ queryKey: aiSettingsKeys.models(id) });
    },
  });
}

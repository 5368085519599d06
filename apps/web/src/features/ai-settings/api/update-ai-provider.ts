import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiProviderEndpoints, ZAiProviderUpdateSchema, type TAiProviderUpdate } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { aiSettingsKeys, storeAiSettings } from './ai-settings-keys';

export interface TUpdateAiProviderInput {
  id: string;
  body: TAiProviderUpdate;
}

/**
 * PATCH admin/ai-settings/providers/{id}/: a new name, base URL or key; `api_key` absent keeps
 * the key, null removes it. The environment's provider answers 409. Another URL or key may list
 * other models: the last Test connection is forgotten.
 */
export function useUpdateAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateAiProviderInput) =>
      callEndpoint(aiProviderEndpoints.update, {
        params: { provider_id: id },
        body: ZAiProviderUpdateSchema.parse(body),
      }),
    onSuccess: (settings, { id }) => {
      storeAiSettings(queryClient, settings);
      return queryClient.resetQueries({ queryKey: aiSettingsKeys.models(id) });
    },
  });
}

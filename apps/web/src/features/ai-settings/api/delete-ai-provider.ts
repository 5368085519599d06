import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiProviderEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { aiSettingsKeys, storeAiSettings } from './ai-settings-keys';

/** DELETE admin/ai-settings/providers/{id}/: the tools it served are left without a provider. */
export function useDeleteAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(aiProviderEndpoints.remove, { params: { provider_id: id } }),
    onSuccess: (settings, id) => {
      storeAiSettings(queryClient, settings);
      queryClient.removeQueries({ queryKey: aiSettingsKeys.models(id) });
    },
  });
}

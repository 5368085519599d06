import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiProviderEndpoints, ZAiProviderRequestSchema, type TAiProviderRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeAiSettings } from './ai-settings-keys';

/** POST admin/ai-settings/providers/: a new provider (400 on bad fields, 409 past the limit). */
export function useAddAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAiProviderRequest) =>
      callEndpoint(aiProviderEndpoints.create, { body: ZAiProviderRequestSchema.parse(body) }),
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiCapabilityEndpoints, type TAiCapability } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeAiSettings } from './ai-settings-keys';

/** DELETE admin/ai-settings/capabilities/{capability}/: the tool is left without a model. */
export function useUnassignAiCapability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capability: TAiCapability) =>
      callEndpoint(aiCapabilityEndpoints.remove, { params: { capability } }),
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

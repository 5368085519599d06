import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  aiCapabilityEndpoints,
  ZAiCapabilityAssignmentSchema,
  type TAiCapability,
  type TAiCapabilityAssignment,
} from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeAiSettings } from './ai-settings-keys';

export interface TAssignAiCapabilityInput {
  capability: TAiCapability;
  body: TAiCapabilityAssignment;
}

/**
 * PUT admin/ai-settings/capabilities/{capability}/: a provider and one of its models; 409 when
 * the environment sets the model, 400 `{ provider_id }` for a provider that is gone.
 */
export function useAssignAiCapability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ capability, body }: TAssignAiCapabilityInput) =>
      callEndpoint(aiCapabilityEndpoints.update, {
        params: { capability },
        body: ZAiCapabilityAssignmentSchema.parse(body),
      }),
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

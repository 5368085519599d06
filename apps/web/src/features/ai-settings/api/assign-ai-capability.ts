import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAiCapabilityAssignmentSchema,
  ZAiSettingsResponseSchema,
  type TAiCapability,
  type TAiCapabilityAssignment,
  type TAiSettingsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeAiSettings } from './ai-settings-keys';
import { AI_SETTINGS_PATH } from './get-ai-settings';

export interface TAssignAiCapabilityInput {
  capability: TAiCapability;
  body: TAiCapabilityAssignment;
}

/**
 * PUT admin/ai-settings/capabilities/{capability}/: a provider and one of its models; 409 when
 * the environment sets the model, 400 `{ provider_id }` for a provider that is gone.
 */
export async function assignAiCapability({
  capability,
  body,
}: TAssignAiCapabilityInput): Promise<TAiSettingsResponse> {
  const { data } = await apiClient.put<unknown>(
    `${AI_SETTINGS_PATH}capabilities/${capability}/`,
    ZAiCapabilityAssignmentSchema.parse(body),
  );
  return ZAiSettingsResponseSchema.parse(data);
}

export function useAssignAiCapability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAiCapability,
    onSuccess: (settings) => storeAiSettings(queryClient, settings),
  });
}

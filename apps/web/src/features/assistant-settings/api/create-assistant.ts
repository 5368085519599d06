import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints, type TAssistantRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedAssistant } from './assistant-settings-keys';

/** POST admin/assistants/: a new assistant, shown after the others. */
export function useCreateAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssistantRequest) => callEndpoint(adminAssistantEndpoints.create, { body }),
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints, type TAssistantUpdate } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedAssistant } from './assistant-settings-keys';

/** PATCH admin/assistants/{id}/: any of an assistant's fields. */
export function useUpdateAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAssistantUpdate }) =>
      callEndpoint(adminAssistantEndpoints.update, { params: { id }, body }),
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}

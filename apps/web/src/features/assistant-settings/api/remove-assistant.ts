import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** DELETE admin/assistants/{id}/: deleted, or only hidden when users have chats with it. */
export function useRemoveAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminAssistantEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminAssistantEndpoints.list) }),
  });
}

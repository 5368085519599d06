import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** POST ai/chats/: starts an empty chat with an assistant (201). */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assistantId: number) =>
      callEndpoint(chatEndpoints.create, { body: { assistant_id: assistantId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.list) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZChatSummarySchema, type TChatSummary } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** POST ai/chats/: starts an empty chat with an assistant (201). */
export async function createChat(assistantId: number): Promise<TChatSummary> {
  const { data } = await apiClient.post<unknown>('ai/chats/', { assistant_id: assistantId });
  return ZChatSummarySchema.parse(data);
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}

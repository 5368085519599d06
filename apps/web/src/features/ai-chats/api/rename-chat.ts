import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZChatSummarySchema, type TChatSummary, type TRenameChatRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeChangedChat } from './chat-keys';

/** PATCH ai/chats/{id}/: a new title (400 `{title: [...]}` when empty or too long). */
export async function renameChat(id: number, body: TRenameChatRequest): Promise<TChatSummary> {
  const { data } = await apiClient.patch<unknown>(`ai/chats/${id}/`, body);
  return ZChatSummarySchema.parse(data);
}

export function useRenameChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRenameChatRequest) => renameChat(id, body),
    onSuccess: (chat) => storeChangedChat(queryClient, chat),
  });
}

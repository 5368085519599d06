import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatEndpoints, type TRenameChatRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedChat } from './chat-keys';

/** PATCH ai/chats/{id}/: a new title (400 `{title: [...]}` when empty or too long). */
export function useRenameChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRenameChatRequest) => callEndpoint(chatEndpoints.update, { params: { id }, body }),
    onSuccess: (chat) => storeChangedChat(queryClient, chat),
  });
}

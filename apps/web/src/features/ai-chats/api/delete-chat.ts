import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
import { chatKeys } from './chat-keys';

/** DELETE ai/chats/{id}/: the chat and its messages go (204); a running answer is stopped first. */
export async function deleteChat(id: number): Promise<void> {
  await apiClient.delete(`ai/chats/${id}/`);
}

export function useDeleteChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteChat(id),
    // The deleted chat's own query is left to expire: removing it while its page is still
    // mounted (the page leaves after this) would fetch it again, into a 404.
    onSuccess: () => removeFromPages(queryClient, chatKeys.lists, id),
  });
}

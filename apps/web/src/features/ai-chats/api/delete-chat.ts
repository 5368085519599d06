import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { removeFromPages } from '@/lib/remove-from-pages';

/** DELETE ai/chats/{id}/: the chat and its messages go (204); a running answer is stopped first. */
export function useDeleteChat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(chatEndpoints.remove, { params: { id } }),
    // The deleted chat's own query is left to expire: removing it while its page is still
    // mounted (the page leaves after this) would fetch it again, into a 404.
    onSuccess: () => removeFromPages(queryClient, endpointKey(chatEndpoints.list), id),
  });
}

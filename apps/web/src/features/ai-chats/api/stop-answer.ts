import { useMutation } from '@tanstack/react-query';
import { ZChatDetailSchema, type TChatDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST ai/chats/{id}/stop/: stops the answer being written; resolves with the chat once the
 * part written so far is saved as `stopped` (409 when no answer runs).
 */
export async function stopAnswer(id: number): Promise<TChatDetail> {
  const { data } = await apiClient.post<unknown>(`ai/chats/${id}/stop/`);
  return ZChatDetailSchema.parse(data);
}

/** The caller stores the chat: the stream it follows may bring the same answer first. */
export function useStopAnswer(id: number) {
  return useMutation({ mutationFn: () => stopAnswer(id) });
}

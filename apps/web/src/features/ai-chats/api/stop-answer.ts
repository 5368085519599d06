import { useMutation } from '@tanstack/react-query';
import { chatAnswerEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * POST ai/chats/{id}/stop/: stops the answer being written; resolves with the chat once the
 * part written so far is saved as `stopped` (409 when no answer runs). The caller stores the
 * chat: the stream it follows may bring the same answer first.
 */
export function useStopAnswer(id: number) {
  return useMutation({ mutationFn: () => callEndpoint(chatAnswerEndpoints.stop, { params: { id } }) });
}

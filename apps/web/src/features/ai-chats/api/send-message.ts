import { streamAnswer, type TAnswerListeners, type TAnswerOutcome } from './chat-stream';

/**
 * POST ai/chats/{id}/messages/: sends the user's message and streams the answer. Refusals
 * before the stream (400, 402, 404, 409, 422, 429, 502, 503) throw as apiClient's errors.
 */
export function sendMessage(
  id: number,
  content: string,
  listeners: TAnswerListeners,
): Promise<TAnswerOutcome> {
  return streamAnswer({ method: 'post', url: `ai/chats/${id}/messages/`, data: { content } }, listeners);
}

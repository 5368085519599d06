import { chatAnswerEndpoints, ZChatDoneEventSchema } from '@inkwell/contract';
import { requestStream } from '@/lib/api-stream';
import type { TAnswerListeners, TAnswerOutcome } from './chat-stream';

/**
 * POST ai/chats/{id}/messages/: sends the user's message and streams the answer. Refusals
 * before the stream (400, 402, 404, 409, 422, 429, 502, 503) throw as apiClient's errors.
 */
export function sendMessage(
  id: number,
  content: string,
  listeners: TAnswerListeners,
): Promise<TAnswerOutcome> {
  return requestStream({
    endpoint: chatAnswerEndpoints.send,
    params: { id },
    body: { content },
    done: ZChatDoneEventSchema,
    ...listeners,
  });
}

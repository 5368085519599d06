import { chatAnswerEndpoints, ZChatDoneEventSchema } from '@inkwell/contract';
import { requestStream } from '@/lib/api-stream';
import type { TAnswerListeners, TAnswerOutcome } from './chat-stream';

/**
 * GET ai/chats/{id}/stream/: the answer still being written (after a reload): the text so far
 * as the first delta, then the rest. 404 when none runs any more.
 */
export function followAnswer(id: number, listeners: TAnswerListeners): Promise<TAnswerOutcome> {
  return requestStream({
    endpoint: chatAnswerEndpoints.follow,
    params: { id },
    done: ZChatDoneEventSchema,
    ...listeners,
  });
}

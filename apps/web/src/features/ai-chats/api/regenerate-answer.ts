import { chatAnswerEndpoints, ZChatDoneEventSchema } from '@inkwell/contract';
import { requestStream } from '@/lib/api-stream';
import type { TAnswerListeners, TAnswerOutcome } from './chat-stream';

/** POST ai/chats/{id}/regenerate/: replaces the last answer with a new one, streamed. */
export function regenerateAnswer(id: number, listeners: TAnswerListeners): Promise<TAnswerOutcome> {
  return requestStream({
    endpoint: chatAnswerEndpoints.regenerate,
    params: { id },
    done: ZChatDoneEventSchema,
    ...listeners,
  });
}

import { streamAnswer, type TAnswerListeners, type TAnswerOutcome } from './chat-stream';

/** POST ai/chats/{id}/regenerate/: replaces the last answer with a new one, streamed. */
export function regenerateAnswer(id: number, listeners: TAnswerListeners): Promise<TAnswerOutcome> {
  return streamAnswer({ method: 'post', url: `ai/chats/${id}/regenerate/` }, listeners);
}

import { ZChatDoneEventSchema, type TChatDoneEvent } from '@inkwell/contract';
import { requestStream, type TStreamCall, type TStreamOutcome } from '@/lib/api-stream';

/** How an answer's stream ended: `done` carries the saved answer and the new balance. */
export type TAnswerOutcome = TStreamOutcome<TChatDoneEvent>;

/** What a caller of an answer's stream listens with. */
export type TAnswerListeners = Pick<TStreamCall<TChatDoneEvent>, 'onOpen' | 'onDelta' | 'signal'>;

/** An answer's event stream (send, regenerate, re-attach), its `done` read with the contract. */
export function streamAnswer(
  call: Pick<TStreamCall<TChatDoneEvent>, 'method' | 'url' | 'data'>,
  listeners: TAnswerListeners,
): Promise<TAnswerOutcome> {
  return requestStream({ ...call, ...listeners, done: ZChatDoneEventSchema });
}

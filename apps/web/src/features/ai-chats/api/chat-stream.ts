import type { TChatDoneEvent } from '@inkwell/contract';
import type { TStreamListeners, TStreamOutcome } from '@/lib/api-stream';

/** How an answer's stream ended: `done` carries the saved answer and the new balance. */
export type TAnswerOutcome = TStreamOutcome<TChatDoneEvent>;

/** What a caller of an answer's stream listens with. */
export type TAnswerListeners = TStreamListeners;

import { ANSWER_STREAM_WORDS } from '@inkwell/contract';
import { HttpError } from '../../lib/http-error.js';
import type { TGenerationEnd } from './generation.js';

/** The answer to a start the user's Stop (or a chat's deletion) ended before the provider's first byte. */
export const stoppedBeforeAnswer = (): HttpError =>
  new HttpError(409, ANSWER_STREAM_WORDS.stoppedBeforeAnswer);

/** What a generation's listeners are told when its start was refused: the refusal's own detail. */
export function refusalEnd(error: unknown): TGenerationEnd {
  const detail = error instanceof HttpError ? error.message : 'The answer could not be started.';
  return { event: 'error', data: { detail } };
}

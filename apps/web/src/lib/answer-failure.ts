import { httpStatus, isHttpClientError } from '@/lib/http-status';
import { readErrorMessage } from '@/lib/read-form-errors';

/** Why the last answer was refused or did not end well, as the chat shows it. */
export interface TAnswerFailure {
  /** The refusal's HTTP status (402, 429, 503…); none for an `error` event. */
  status?: number;
  message: string;
}

export const UNREADABLE_ANSWER_TEXT = 'The answer could not be read. Reload the page to see what was saved.';

/** A refusal or a broken stream as one sentence, the server's own words first. */
export function toAnswerFailure(error: unknown): TAnswerFailure {
  if (!isHttpClientError(error)) return { message: UNREADABLE_ANSWER_TEXT };
  return { status: httpStatus(error), message: readErrorMessage(error) };
}

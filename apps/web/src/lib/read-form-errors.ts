import { isHttpClientError, parseBody } from './http-status';
import type { TFieldErrors } from './form-errors';

/** The form-level words for answers that carry no message of their own. */
export const FORM_ERROR_TEXT = {
  network: 'We couldn’t reach the server. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  other: 'Something went wrong. Please try again.',
} as const;

export interface TFormErrors<F extends string> {
  /** Messages for the form's own fields, shown under each field. */
  fields: TFieldErrors<F>;
  /** One message for everything else (`detail`, other keys, network), shown above the form. */
  form: string | null;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function fallbackText(status: number): string {
  if (status === 429) return FORM_ERROR_TEXT.tooMany;
  if (status >= 500) return FORM_ERROR_TEXT.server;
  return FORM_ERROR_TEXT.other;
}

/**
 * Sorts a failed call's answer for a form with inline errors: `{ field: [...] }` for one of
 * `fields` goes under that field; `detail` and any other key's messages become one form-level
 * message, in words (never "detail: …" or "token: …"); no answer at all says the server was
 * unreachable. Every failure yields at least one message.
 */
export function readFormErrors<F extends string>(error: unknown, fields: readonly F[]): TFormErrors<F> {
  if (!isHttpClientError(error) || !error.response) return { fields: {}, form: FORM_ERROR_TEXT.network };
  const body = parseBody(error.response.data);
  const result: TFormErrors<F> = { fields: {}, form: null };
  const rest: string[] = [];
  if (Array.isArray(body)) rest.push(...messagesOf(body));
  else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      if ((fields as readonly string[]).includes(key)) result.fields[key as F] = messages.join(' ');
      else rest.push(...messages);
    }
  }
  if (rest.length > 0) result.form = rest.join(' ');
  else if (Object.keys(result.fields).length === 0) result.form = fallbackText(error.response.status);
  return result;
}

/** One failure as one sentence, for a control that has no fields (a button, an emailed link). */
export function readErrorMessage(error: unknown): string {
  return readFormErrors(error, []).form ?? FORM_ERROR_TEXT.other;
}

import { isAxiosError } from 'axios';
import { toast } from 'sonner';
import { formatFieldMessages, showApiError } from './show-api-error';

export type TFieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A 400 `{ field: [messages] }` answer lands on the form's own fields; anything else
 * (other keys, other statuses, network errors) goes through the generic display (spec §8).
 */
export function handleFormError<F extends string>(error: unknown, fields: readonly F[]): TFieldErrors<F> {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  const isValidation = isAxiosError(error) && error.response?.status === 400;
  if (!isValidation || !body || typeof body !== 'object' || Array.isArray(body)) {
    showApiError(error);
    return {};
  }
  const record = body as Record<string, unknown>;
  const fieldErrors: TFieldErrors<F> = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') fieldErrors[field] = value;
    else if (Array.isArray(value) && value.length > 0) fieldErrors[field] = value.map(String).join(' ');
  }
  const rest = formatFieldMessages(record, fields);
  if (rest.length > 0) rest.forEach((message) => toast.error(message));
  else if (Object.keys(fieldErrors).length === 0) showApiError(error);
  return fieldErrors;
}

import { isHttpClientError, parseBody } from './http-status';
import { MESSAGES } from '@inkwell/contract';
import { toast } from './toast';

const FALLBACK_KEYS = ['detail', 'message', 'msg'] as const;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** `{ field: ["a", "b"] }` → "field: a, b"; a string value counts as one value. */
export function formatFieldMessages(body: Record<string, unknown>, skip: readonly string[] = []): string[] {
  const messages: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (skip.includes(key)) continue;
    if (typeof value === 'string') messages.push(`${key}: ${value}`);
    else if (isStringList(value)) messages.push(`${key}: ${value.join(', ')}`);
  }
  return messages;
}

function fallbackMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const key of FALLBACK_KEYS) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return MESSAGES.somethingWentWrong;
}

/** The generic API error display, as the list of toast texts it shows. */
export function getApiErrorMessages(error: unknown): string[] {
  if (!isHttpClientError(error) || !error.response) return [MESSAGES.unknownError];
  const body = parseBody(error.response.data);
  if (Array.isArray(body)) {
    const items = body.filter((item): item is string => typeof item === 'string');
    if (items.length > 0) return items;
  } else if (body && typeof body === 'object') {
    const messages = formatFieldMessages(body as Record<string, unknown>);
    if (messages.length > 0) return messages;
  }
  return [fallbackMessage(body)];
}

/** Shows each message of the generic API error display as an error toast, in order. */
export async function showApiError(error: unknown): Promise<void> {
  await Promise.all(getApiErrorMessages(error).map((message) => toast.error(message)));
}

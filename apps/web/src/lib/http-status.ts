import type { AxiosError } from 'axios';

/**
 * axios's own `isAxiosError` test, written here so that code showing an error does not import
 * axios itself (the client is loaded with the first call: lib/api-client.ts).
 */
export function isHttpClientError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true
  );
}

/** The HTTP status an API call failed with; undefined for a network or non-HTTP error. */
export function httpStatus(error: unknown): number | undefined {
  return isHttpClientError(error) ? error.response?.status : undefined;
}

/** An error answer's body; a JSON string is parsed, unparseable text reads as no body. */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

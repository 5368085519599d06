/** An API answer: its status and its body (JSON parsed; other text as it came; '' when empty). */
export interface THttpResponse<T = unknown> {
  status: number;
  data: T;
  /** A download's file name (`Content-Disposition: attachment; filename=…`); absent otherwise. */
  fileName?: string;
}

/** The file name a `Content-Disposition` header gives (RFC 6266: `filename*` over `filename`). */
export function readAttachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * A call that did not succeed (decision 022): `response` is the server's non-2xx answer; it is
 * absent when no answer came (network failure, timeout, or a call refused before it left).
 */
export class HttpClientError extends Error {
  readonly isHttpClientError = true;

  constructor(
    message: string,
    readonly response?: THttpResponse,
  ) {
    super(message);
    this.name = 'HttpClientError';
  }
}

/** Whether `error` is a failed API call (with or without an answer). */
export function isHttpClientError(error: unknown): error is HttpClientError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isHttpClientError' in error &&
    error.isHttpClientError === true
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

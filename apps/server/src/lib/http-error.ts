/** An error whose message is safe to show the client as `{ detail }` (with headers, if any). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429 in the shape of the per-IP limits, with Retry-After. */
export function throttled(seconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, `Request was throttled. Expected available in ${wait} seconds.`, {
    'retry-after': String(wait),
  });
}

export const NOT_FOUND_DETAIL = 'Not found.';

export function notFound(detail: string = NOT_FOUND_DETAIL): HttpError {
  return new HttpError(404, detail);
}

/** A 400 answered as the API's field errors: `{ "<field>": [message] }`. */
export class FieldError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}

/** A 400 with several fields wrong, from a schema checked in a service: `{ "<dotted.path>": [messages] }`. */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super('Invalid fields.');
    this.name = 'FieldErrors';
  }

  static fromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
    const fields: Record<string, string[]> = {};
    for (const issue of issues)
      (fields[issue.path.map(String).join('.') || 'non_field_errors'] ??= []).push(issue.message);
    return new FieldErrors(fields);
  }
}

/** An error whose message is safe to show the client as `{ detail }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_FOUND_DETAIL = 'Not found.';

export function notFound(detail: string = NOT_FOUND_DETAIL): HttpError {
  return new HttpError(404, detail);
}

/** A 400 answered as DESIGN.md §3 field errors: `{ "<field>": [message] }`. */
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

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

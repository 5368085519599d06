/** The URL's `?request=`: the thread the page shows (a reload and the reply emails open it). */
export const REQUEST_PARAM = 'request';

/** `?request=<id>` as a thread's id; anything else is no thread. */
export function readRequestId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A link's target within the page: the thread `id`. */
export function requestSearch(id: number): string {
  return `?${new URLSearchParams({ [REQUEST_PARAM]: String(id) }).toString()}`;
}

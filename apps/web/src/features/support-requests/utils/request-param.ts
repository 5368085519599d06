/** The URL's `?request=`: the thread the page shows (a reload and the reply emails open it). */
export const REQUEST_PARAM = 'request';

/** `?request=<id>` as a thread's id; anything else is no thread. */
export function readRequestId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The page's search params with the thread `id` shown (undefined: none), the list's page and
 * status kept as they are.
 */
export function withRequest(params: URLSearchParams, id: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === undefined) next.delete(REQUEST_PARAM);
  else next.set(REQUEST_PARAM, String(id));
  return next;
}

/** A link's target within the page: the thread `id` (undefined: the list alone), the list as it is. */
export function requestSearch(params: URLSearchParams, id: number | undefined): string {
  const search = withRequest(params, id).toString();
  return search ? `?${search}` : '';
}

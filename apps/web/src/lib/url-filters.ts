/** A list's filters kept in the page's URL (a reload and Back keep them): reading and changing them. */

/** The value when it is one of `values`; anything else (a typo, an old link) is left out. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The page number of `?page=`; 1 when absent or not a positive whole number. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * The URL with one filter changed (empty or its default removes it); any change goes back to the
 * first page (`pageKey`: the list's page param, when two lists share the URL).
 */
export function withFilter(
  params: URLSearchParams,
  key: string,
  value: string,
  defaultValue?: string,
  pageKey = 'page',
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || value === defaultValue) next.delete(key);
  else next.set(key, value);
  next.delete(pageKey);
  return next;
}

export function withPage(params: URLSearchParams, page: number, pageKey = 'page'): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(pageKey);
  else next.set(pageKey, String(page));
  return next;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` date of `?from=` or `?to=`; anything else is left out. */
export function readDay(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

/** The end of a date range is not before its start (or one of them is absent). */
export function datesInOrder(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}

/**
 * One byte range a client asked for: from `start` to `end` inclusive (to the file's last byte
 * when `end` is left out), or the file's last `suffix` bytes.
 */
export type TByteRange = { start: number; end?: number } | { suffix: number };

/** The bytes of a file a range covers, both ends inclusive. */
export interface TByteSpan {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The one range of a `Range` header, or undefined when there is none to honour: no header, a
 * malformed one, another unit, several ranges, or a last byte before the first (the whole
 * file is sent then, as RFC 9110 lets a server do).
 */
export function parseRangeHeader(header: string | undefined): TByteRange | undefined {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

/**
 * The span of a file of `size` bytes a range covers (its end cut to the last byte), or
 * undefined when it covers none of it: a start past the end, an empty suffix, an empty file.
 */
export function resolveByteRange(range: TByteRange, size: number): TByteSpan | undefined {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The Range header S3 and other stores take for this range. */
export function rangeHeader(range: TByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

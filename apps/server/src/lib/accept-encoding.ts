export type TEncoding = 'br' | 'gzip';

export type TAcceptedEncodings = Readonly<Record<TEncoding, boolean>>;

const NONE: TAcceptedEncodings = Object.freeze({ br: false, gzip: false });
/** Clients send a handful of distinct headers; a stranger's odd ones cannot grow this without bound. */
const MAX_REMEMBERED = 64;
const remembered = new Map<string, TAcceptedEncodings>();

/** Codings the client accepts (q > 0), from an Accept-Encoding header. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/** Which of our codings an Accept-Encoding header accepts; the answer for a header is parsed once. */
export function acceptedEncodings(header: string | undefined): TAcceptedEncodings {
  if (!header) return NONE;
  let result = remembered.get(header);
  if (result === undefined) {
    const accepted = parseAcceptEncoding(header);
    const wildcard = accepted.get('*') ?? 0;
    const accepts = (encoding: TEncoding) => (accepted.get(encoding) ?? wildcard) > 0;
    result = Object.freeze({ br: accepts('br'), gzip: accepts('gzip') });
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, result);
  }
  return result;
}

/** Whether an If-None-Match header matches the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export type TEncoding = 'br' | 'gzip';

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

/** The best available coding the client accepts, brotli first; undefined for identity. */
export function pickEncoding(
  header: string | undefined,
  available: readonly TEncoding[],
): TEncoding | undefined {
  if (!header || available.length === 0) return undefined;
  const accepted = parseAcceptEncoding(header);
  const wildcard = accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find(
    (encoding) => available.includes(encoding) && (accepted.get(encoding) ?? wildcard) > 0,
  );
}

/** Whether an If-None-Match header matches the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { acceptedEncodings, matchesEtag, type TEncoding } from '../../lib/accept-encoding.js';
import type { TWebAsset } from '../../lib/web-assets.js';
import { SECURITY_HEADERS, SUBRESOURCE_SECURITY_HEADERS } from '../external/helmet.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Header names and values in one flat list, the form node:http writes without copying. */
type TRawHeaders = readonly string[];

interface TVariant {
  body: Buffer;
  headers: TRawHeaders;
}

/** A file ready to answer: each encoding's bytes with every header of its answer. */
export interface TServedFile {
  etag: string;
  identity: TVariant;
  br?: TVariant;
  gzip?: TVariant;
  notModified: TRawHeaders;
}

const toRaw = (headers: Record<string, string>): TRawHeaders => Object.freeze(Object.entries(headers).flat());

/** Pages and SVG (which runs scripts when opened on its own) are documents: they get the whole set. */
function securityHeadersFor(contentType: string): Readonly<Record<string, string>> {
  const document = contentType.startsWith('text/html') || contentType.startsWith('image/svg+xml');
  return document ? SECURITY_HEADERS : SUBRESOURCE_SECURITY_HEADERS;
}

/** Every header of every answer computed at start, so an answer is a lookup and one write. */
export function prepare(asset: TWebAsset): TServedFile {
  const common = {
    ...securityHeadersFor(asset.contentType),
    vary: 'Accept-Encoding',
    etag: asset.etag,
    'cache-control': asset.cacheControl,
  };
  const variant = (body: Buffer, encoding?: TEncoding): TVariant => ({
    body,
    headers: toRaw({
      ...common,
      'content-type': asset.contentType,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }),
  });
  const { br, gzip } = asset.encoded;
  return {
    etag: asset.etag,
    identity: variant(asset.body),
    ...(br ? { br: variant(br, 'br') } : {}),
    ...(gzip ? { gzip: variant(gzip, 'gzip') } : {}),
    notModified: toRaw(common),
  };
}

export function decodePath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A page's own document in the build, static-host style: `/login` and `/login/` → /login/index.html. */
export const documentPath = (path: string) =>
  path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;

/** A prepared answer: a status, its ready header list, and the bytes (none for a 304). */
interface TAnswer {
  status: number;
  headers: TRawHeaders;
  body?: Buffer;
}

/** The answer to a GET or HEAD of `file`: 304 to a matching ETag, else the best encoding accepted. */
export function answerFor(headers: IncomingHttpHeaders, file: TServedFile): TAnswer {
  if (matchesEtag(headers['if-none-match'], file.etag)) return { status: 304, headers: file.notModified };
  const accepted = acceptedEncodings(headers['accept-encoding']);
  const variant = (accepted.br && file.br) || (accepted.gzip && file.gzip) || file.identity;
  return { status: 200, headers: variant.headers, body: variant.body };
}

/** One writeHead of a ready list and one end: none of a reply's per-header work (decision 019). */
export function writeAnswer(res: ServerResponse, answer: TAnswer, requestId: string): void {
  res.writeHead(answer.status, [...answer.headers, REQUEST_ID_HEADER, requestId]);
  res.end(answer.body);
}

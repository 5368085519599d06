import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../../config/env.js';
import { acceptedEncodings, matchesEtag, type TEncoding } from '../../lib/accept-encoding.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { sendDetail } from '../../lib/error-reply.js';
import { loadWebAssets, SHELL_FILE, type TWebAsset } from '../../lib/web-assets.js';
import { SECURITY_HEADERS, setSecurityHeaders, SUBRESOURCE_SECURITY_HEADERS } from '../external/helmet.js';
import { isApiPath } from './error-handler.js';
import { REQUEST_ID_HEADER } from './request-id.js';

export const WEB_NOT_BUILT_DETAIL = 'The web app is not built. Run npm run build.';

/** Header names and values in one flat list, the form node:http writes without copying. */
type TRawHeaders = readonly string[];

interface TVariant {
  body: Buffer;
  headers: TRawHeaders;
}

/** A file ready to answer: each encoding's bytes with every header of its answer. */
interface TServedFile {
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
function prepare(asset: TWebAsset): TServedFile {
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

function decodePath(url: string): string {
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
const documentPath = (path: string) => (path.endsWith('/') ? `${path}index.html` : `${path}/index.html`);

/**
 * Writes a prepared answer straight to the socket: one writeHead of a ready list and one end,
 * none of the reply's per-header work (docs/BENCHMARKS.md, "Versus bare Node"). onResponse
 * hooks (the access log) still run when it finishes.
 */
function writeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: TRawHeaders,
  body?: Buffer,
) {
  reply.hijack();
  reply.raw.writeHead(status, [...headers, REQUEST_ID_HEADER, request.id]);
  reply.raw.end(body);
  return reply;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: TServedFile): FastifyReply {
  const { headers } = request;
  if (matchesEtag(headers['if-none-match'], file.etag))
    return writeAnswer(request, reply, 304, file.notModified);
  const accepted = acceptedEncodings(headers['accept-encoding']);
  const variant = (accepted.br && file.br) || (accepted.gzip && file.gzip) || file.identity;
  return writeAnswer(request, reply, 200, variant.headers, variant.body);
}

/** Serves the built web app from memory (DESIGN.md §6): files, pages' documents, the shell for other paths. */
export default definePlugin<{ config: TEnv }>('web-static', async (app, { config }) => {
  const assets = await loadWebAssets(config.WEB_DIST_DIR, config.PRODUCT_NAME);
  if (assets) app.log.info({ dir: config.WEB_DIST_DIR, files: assets.size }, 'web app loaded');
  else app.log.warn({ dir: config.WEB_DIST_DIR }, `${WEB_NOT_BUILT_DETAIL} Pages answer 503 until then.`);
  const files = new Map([...(assets ?? [])].map(([path, asset]) => [path, prepare(asset)]));
  // The build's shell answers every path of the app without a document of its own (decision 020).
  const shell = files.get(`/${SHELL_FILE}`);

  app.get('/*', { schema: { hide: true }, config: { ownSecurityHeaders: true } }, async (request, reply) => {
    const path = decodePath(request.url);
    // Files only: every other path is the SPA's, except missing hashed assets (stale clients).
    const file =
      files.get(path) ??
      files.get(documentPath(path)) ??
      (path.startsWith('/assets/') || isApiPath(path) ? undefined : shell);
    if (file) return sendFile(request, reply, file);
    setSecurityHeaders(reply);
    if (!assets && !isApiPath(path)) return sendDetail(reply, 503, WEB_NOT_BUILT_DETAIL);
    return reply.callNotFound();
  });
});

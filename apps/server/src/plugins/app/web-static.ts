import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../../config/env.js';
import { matchesEtag, pickEncoding, type TEncoding } from '../../lib/accept-encoding.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { sendDetail } from '../../lib/error-reply.js';
import { loadWebAssets, type TWebAsset, type TWebAssets } from '../../lib/web-assets.js';
import { isApiPath } from './error-handler.js';

export const WEB_NOT_BUILT_DETAIL = 'The web app is not built. Run npm run build.';

function decodePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Files only: every other path is the SPA's, except missing hashed assets (stale clients). */
function resolveAsset(assets: TWebAssets, path: string): TWebAsset | undefined {
  const file = assets.get(path);
  if (file) return file;
  if (path.startsWith('/assets/')) return undefined;
  return assets.get('/index.html');
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: TWebAsset): FastifyReply {
  reply
    .header('vary', 'Accept-Encoding')
    .header('etag', asset.etag)
    .header('cache-control', asset.cacheControl)
    .type(asset.contentType);
  if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  const encoding = pickEncoding(
    request.headers['accept-encoding'],
    Object.keys(asset.encoded) as TEncoding[],
  );
  if (encoding === undefined) return reply.send(asset.body);
  return reply.header('content-encoding', encoding).send(asset.encoded[encoding]);
}

/** Serves the built web app from memory (DESIGN.md §6) with the SPA fallback to index.html. */
export default definePlugin<{ config: TEnv }>('web-static', async (app, { config }) => {
  const assets = await loadWebAssets(config.WEB_DIST_DIR, config.PRODUCT_NAME);
  if (assets) app.log.info({ dir: config.WEB_DIST_DIR, files: assets.size }, 'web app loaded');
  else app.log.warn({ dir: config.WEB_DIST_DIR }, `${WEB_NOT_BUILT_DETAIL} Pages answer 503 until then.`);

  app.get('/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    if (!assets) return sendDetail(reply, 503, WEB_NOT_BUILT_DETAIL);
    const asset = resolveAsset(assets, decodePath(request.url));
    return asset ? sendAsset(request, reply, asset) : reply.callNotFound();
  });
});

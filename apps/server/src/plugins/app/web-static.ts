import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../../config/env.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { sendDetail } from '../../lib/error-reply.js';
import { loadWebAssets, SHELL_FILE } from '../../lib/web-assets.js';
import { generateRequestId } from '../../server-options.js';
import { setSecurityHeaders } from '../external/helmet.js';
import { isApiPath } from './error-handler.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { answerFor, decodePath, documentPath, prepare, writeAnswer, type TServedFile } from './web-files.js';

export const WEB_NOT_BUILT_DETAIL = 'The web app is not built. Run npm run build.';

type TDirectAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Answers a GET or HEAD of a built file or a page's document from the server's request event,
 * before Fastify (decision 021): the answer is ready bytes, and the framework's per-request
 * work was most of its cost. Anything else goes on to Fastify: the shell for other paths, the
 * API, other methods, and everything once the server is closing. False when it did not answer.
 */
function createDirectAnswer(app: FastifyInstance, files: Map<string, TServedFile>): TDirectAnswer {
  let closing = false;
  const logged = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('preClose', (done) => {
    // From here Fastify answers, with `Connection: close` (graceful-close.ts).
    closing = true;
    done();
  });
  return (req, res) => {
    if (closing || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const path = decodePath(req.url);
    const file = files.get(path) ?? files.get(documentPath(path));
    if (!file) return false;
    const start = performance.now();
    const answer = answerFor(req.headers, file);
    writeAnswer(res, answer, generateRequestId(req.headers[REQUEST_ID_HEADER]));
    // The access line access-log.ts writes for other answers, at the level it gives these.
    if (logged) {
      const ms = Math.round(performance.now() - start);
      app.log.debug({ method: req.method, url: req.url, status: answer.status, ms }, 'request');
    }
    return true;
  };
}

/** Puts `answer` in front of the server's one request listener, Fastify's. */
function answerFirst(app: FastifyInstance, answer: TDirectAnswer): void {
  app.addHook('onReady', (done) => {
    const listeners = app.server.listeners('request') as ((
      req: IncomingMessage,
      res: ServerResponse,
    ) => void)[];
    const [fastify] = listeners;
    if (!fastify || listeners.length !== 1)
      return done(new Error('web-static: expected one request listener'));
    app.server.removeListener('request', fastify);
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!answer(req, res)) fastify(req, res);
    });
    done();
  });
}

/**
 * Serves the built web app from memory (@fastify/static from disk is about 12× slower): files,
 * pages' documents, the shell for other paths.
 */
export default definePlugin<{ config: TEnv }>('web-static', async (app, { config }) => {
  const assets = await loadWebAssets(config.WEB_DIST_DIR, config.PRODUCT_NAME);
  if (assets) app.log.info({ dir: config.WEB_DIST_DIR, files: assets.size }, 'web app loaded');
  else app.log.warn({ dir: config.WEB_DIST_DIR }, `${WEB_NOT_BUILT_DETAIL} Pages answer 503 until then.`);
  const files = new Map([...(assets ?? [])].map(([path, asset]) => [path, prepare(asset)]));
  // The build's shell answers every path of the app without a document of its own (decision 020).
  const shell = files.get(`/${SHELL_FILE}`);
  if (assets) answerFirst(app, createDirectAnswer(app, files));

  // Through Fastify: the shell, and files asked for where the server's event is not used
  // (app.inject in tests) or while the server closes.
  app.get('/*', { schema: { hide: true }, config: { ownSecurityHeaders: true } }, async (request, reply) => {
    const path = decodePath(request.url);
    // Files only: every other path is the SPA's, except missing hashed assets (stale clients).
    const file =
      files.get(path) ??
      files.get(documentPath(path)) ??
      (path.startsWith('/assets/') || isApiPath(path) ? undefined : shell);
    if (file) {
      // Written as the direct answer is; onResponse hooks (the access log) still run.
      reply.hijack();
      writeAnswer(reply.raw, answerFor(request.headers, file), request.id);
      return reply;
    }
    setSecurityHeaders(reply);
    if (!assets && !isApiPath(path)) return sendDetail(reply, 503, WEB_NOT_BUILT_DETAIL);
    return reply.callNotFound();
  });
});

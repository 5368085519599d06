import { DRAIN_RETRY_AFTER_SECONDS, DRAIN_WORDS } from '@inkwell/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { definePlugin } from '../../lib/define-plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { Lifecycle } from '../../services/lifecycle/lifecycle.js';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    /**
     * onRequest hook of every route that starts an answer or a run (chat messages, regenerate,
     * code, templates, images, speech, transcription uploads): while the instance drains, 503
     * with Retry-After before the body is read; otherwise the request counts as running work.
     */
    refuseWhileDraining: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The way out of a server (decision 041). Draining (SIGTERM, server.ts): health answers 503,
 * new answers are refused, running ones get SHUTDOWN_GRACE_SECONDS. Then close(): answers
 * still running are stopped and saved (preClose, service-lifecycle.ts), connections end, the
 * instance's jobs and holds are handed back (onClose, there too), the database closes last.
 * From the drain on, answers carry `Connection: close`, so keep-alive sockets (a balancer's
 * among them) end with the response instead of holding the shutdown open until their timeout.
 */
export default definePlugin('graceful-close', async (app) => {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.decorate('refuseWhileDraining', async (_request: FastifyRequest, reply: FastifyReply) => {
    if (lifecycle.draining)
      throw new HttpError(503, DRAIN_WORDS.refused, { 'retry-after': String(DRAIN_RETRY_AFTER_SECONDS) });
    lifecycle.track(new Promise((ended) => reply.raw.once('close', ended)));
  });

  // A close without a drain (tests, a failed start) counts as one from here.
  app.addHook('preClose', (done) => {
    lifecycle.close();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});

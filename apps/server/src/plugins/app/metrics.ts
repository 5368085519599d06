import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { definePlugin } from '../../lib/define-plugin.js';
import { sendDetail } from '../../lib/error-reply.js';
import { Metrics } from '../../services/metrics/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics when METRICS_TOKEN is set, else null (nothing counted). */
    metrics: Metrics | null;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer /i.test(header)) return false;
  return timingSafeEqual(sha256(header.slice(7).trim()), expected);
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as its bearer
 * token (401 otherwise). Without METRICS_TOKEN nothing is counted and /metrics is a 404, as any
 * unknown path. Requests are counted by their route's pattern (bounded labels, never the raw
 * URL); the web app's built files, answered before Fastify, are not counted.
 */
export default definePlugin('metrics', async (app) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.decorate('metrics', null);
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    return;
  }
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const expected = sha256(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, expected)) {
      reply.header('www-authenticate', 'Bearer');
      return sendDetail(reply, 401, 'A valid bearer token is needed to read the metrics.');
    }
    const text = await metrics.render();
    return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
  });
});

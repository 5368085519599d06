import type { FastifyReply, FastifyRequest } from 'fastify';
import { definePlugin } from '../../lib/define-plugin.js';

/** An answer slower than this is logged at `info` whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** Query values that grant access (a media link's signature, an emailed token) never reach the log. */
const SECRET_QUERY = /([?&](?:signature|token)=)[^&#]*/g;

/**
 * One access line per request, at the level it deserves (decision 016-request-logs): server
 * errors at `error` (but 503, a refusal on purpose, at `warn`: draining, or a dependency away,
 * which is logged once at `error` where it is seen), slow answers at `info`, the rest at
 * `debug`. Fastify's own two lines per request at `info` (turned off in server-options.ts)
 * cost about a sixth of a cached answer's throughput (docs/BENCHMARKS.md); `LOG_LEVEL=debug`
 * brings every request back.
 */
function logAnswer(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const ms = reply.elapsedTime;
  const status = reply.statusCode;
  const level = status === 503 ? 'warn' : status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
  request.log[level](
    {
      method: request.method,
      url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
      status,
      ms: Math.round(ms),
    },
    ms >= SLOW_REQUEST_MS ? 'slow request' : 'request',
  );
  done();
}

export default definePlugin('access-log', async (app) => {
  app.addHook('onResponse', logAnswer);
});

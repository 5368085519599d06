import rateLimit from '@fastify/rate-limit';
import { definePlugin } from '../../lib/define-plugin.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Per-IP limits, opted into per route with `config.rateLimit`. Counters live in memory
 * (one instance); REDIS_URL will move them to Redis when the server scales out.
 * The client IP honours TRUST_PROXY through request.ip.
 */
export default definePlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Request was throttled. Expected available in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
});

/** Route config: at most `max` requests per client IP per hour. */
export function hourlyRateLimit(max: number): { max: number; timeWindow: string } {
  return { max, timeWindow: '1 hour' };
}

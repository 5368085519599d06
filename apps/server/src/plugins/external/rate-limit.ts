import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { counterRateLimitStore } from '../../lib/counter-rate-limit-store.js';
import type { TCounterStore } from '../../lib/counter-store.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { HttpError, throttled } from '../../lib/http-error.js';
import { MemoryCounterStore } from '../../lib/memory-counter-store.js';
import { RedisCounterStore } from '../../lib/redis-counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind every limit and password-guess count: in Redis when REDIS_URL is set. */
    counters: TCounterStore;
  }
}

/**
 * Per-IP limits, opted into per route with `config.rateLimit`. Without REDIS_URL the counters
 * live in this process (one instance); with it every limit counts in Redis, across instances
 * (app.counters; while Redis is unreachable each instance counts alone, never a 5xx).
 * The client IP honours TRUST_PROXY through request.ip.
 */
export default definePlugin('rate-limit', async (app) => {
  const counters: TCounterStore = app.redis
    ? new RedisCounterStore(app.redis, app.log)
    : new MemoryCounterStore();
  app.decorate('counters', counters);
  // A client that closed its socket before the hooks ran has no address (request.ip is
  // undefined) and nobody to answer: end it here, before a limiter keys on its address and
  // before any handler does work for it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.socket.destroyed && request.ip !== undefined) return;
    reply.hijack();
    request.raw.destroy();
  });
  await app.register(rateLimit, {
    global: false,
    // Without Redis, the plugin's own in-process store, as for one instance.
    ...(app.redis ? { store: counterRateLimitStore(counters), skipOnError: true } : {}),
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

/** Auth routes: per client IP and route, 20 requests per 15 minutes. */
export const AUTH_IP_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' };

/**
 * A preHandler limiting requests per (route, email in the validated body). Mail-sending routes
 * use 5 per 15 minutes; login uses a short window (10 per 5 minutes) so that an attacker
 * guessing passwords can slow a real owner down for at most 5 minutes, never lock them out.
 * It uses createRateLimit: the plugin runs only one limiter hook per request, and the route's
 * per-IP limit is already that one.
 */
export function perEmailRateLimit(
  app: FastifyInstance,
  route: string,
  limit: { max: number; timeWindow: string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `email:${route}:${email}`;
    },
  });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw throttled(result.ttlInSeconds);
  };
}

export const MAIL_EMAIL_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
export const LOGIN_EMAIL_RATE_LIMIT = { max: 10, timeWindow: '5 minutes' };

/**
 * Purchases: 30 checkouts per signed-in user per hour (each one is an order row and, with
 * Stripe, a Checkout Session). Keyed by user, so buyers behind one IP don't share it.
 */
export const PURCHASE_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `purchase:${request.user?.id ?? request.ip}`,
};

/**
 * AI calls: AI_RATE_LIMIT_PER_MINUTE per signed-in user, over every AI tool's generating
 * routes together (one key per user), answered with Retry-After.
 */
export function aiRateLimit(maxPerMinute: number) {
  return {
    max: maxPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `ai:${request.user?.id ?? request.ip}`,
  };
}

/**
 * Route config: at most `max` requests per signed-in user per hour on the route, keyed by
 * `name` and the user (users behind one IP don't share it), answered 429 with Retry-After and
 * `detail(seconds to wait)` in the route's own words.
 */
export function userHourlyRateLimit(name: string, max: number, detail: (retryAfter: number) => string) {
  return {
    max,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; ttl: number }) =>
      new HttpError(context.statusCode, detail(Math.max(1, Math.ceil(context.ttl / 1000)))),
  };
}

/**
 * Voice previews: 60 plays per client IP per minute, plenty for a person trying voices (the
 * browser keeps each clip), while a script replaying the signed links everyone gets is cut short.
 */
export const VOICE_PREVIEW_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

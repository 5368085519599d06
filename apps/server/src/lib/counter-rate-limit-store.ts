import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { TCounterStore } from './counter-store.js';

type TCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store over a TCounterStore, so route limits and the per-email limits
 * count where every other counter does. Keys read `rate-limit:<METHOD><url>:<key>` for a
 * route's limit and `rate-limit:<key>` for one made with createRateLimit (its key names it).
 */
export function counterRateLimitStore(counters: TCounterStore): FastifyRateLimitStoreCtor {
  const answer = (callback: TCallback) => ({
    ok: ({ count, ttlMs }: { count: number; ttlMs: number }) =>
      callback(null, { current: count, ttl: ttlMs }),
    fail: (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  });

  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = 'rate-limit:',
    ) {}

    incr(key: string, callback: TCallback, timeWindow: number): void {
      const { ok, fail } = answer(callback);
      counters.incr(this.namespace + key, timeWindow).then(ok, fail);
    }

    read(key: string, callback: TCallback): void {
      const { ok, fail } = answer(callback);
      counters.get(this.namespace + key).then(ok, fail);
    }

    /** `options` are the route's limit settings, with the route as `routeInfo` (none for createRateLimit). */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const name = route?.url ? `${String(route.method)}${route.url}:` : '';
      return new CounterRateLimitStore(options, this.namespace + name);
    }
  }
  return CounterRateLimitStore;
}

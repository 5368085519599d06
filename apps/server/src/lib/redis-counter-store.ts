import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TCount, TCounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';

/** One hit: the window starts with the first (or when a key somehow lost its expiry). */
const INCR = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const READ = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {count, ttl}`;

/**
 * Counters every instance shares, in Redis (keys under REDIS_KEY_PREFIX, which the client
 * applies). While Redis cannot be reached the counts go on in this process (a warning when it
 * starts, a note when Redis answers again): a limit then holds per instance, as with one
 * instance, and never turns into a 5xx.
 */
export class RedisCounterStore implements TCounterStore {
  readonly #local = new MemoryCounterStore();
  #failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, windowMs: number): Promise<TCount> {
    return this.#shared(
      async () => toCount(await this.redis.eval(INCR, 1, key, windowMs)),
      () => this.#local.incr(key, windowMs),
    );
  }

  get(key: string): Promise<TCount> {
    return this.#shared(
      async () => toCount(await this.redis.eval(READ, 1, key)),
      () => this.#local.get(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.#shared(
      async () => void (await this.redis.del(key)),
      () => this.#local.reset(key),
    );
  }

  async #shared<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    // Not connected: answer at once from this process rather than queue behind reconnects.
    if (this.redis.status !== 'ready')
      return this.#fallBack(local, new Error(`Redis is ${this.redis.status}`));
    try {
      const result = await shared();
      if (this.#failing) {
        this.#failing = false;
        this.log.info('Redis answers again: limits and password guesses are shared again');
      }
      return result;
    } catch (error) {
      return this.#fallBack(local, error);
    }
  }

  #fallBack<T>(local: () => Promise<T>, error: unknown): Promise<T> {
    if (!this.#failing) {
      this.#failing = true;
      this.log.warn(
        { err: error },
        'Redis unreachable: limits and password guesses are counted in this instance only until it answers',
      );
    }
    return local();
  }
}

function toCount(reply: unknown): TCount {
  const [count, ttlMs] = reply as [number, number];
  return { count: Number(count), ttlMs: Number(ttlMs) };
}

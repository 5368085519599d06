import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { TCounterStore } from '../../src/lib/counter-store.js';
import { MemoryCounterStore } from '../../src/lib/memory-counter-store.js';
import { RedisCounterStore } from '../../src/lib/redis-counter-store.js';
import { TEST_REDIS_URL } from '../helpers/test-redis.js';

const redis = new Redis(TEST_REDIS_URL, { keyPrefix: `test-${randomBytes(6).toString('hex')}:` });
afterAll(() => redis.quit());

/** One behaviour, in process and in Redis: the limits count the same with and without REDIS_URL. */
describe.each([
  ['MemoryCounterStore', () => new MemoryCounterStore()],
  ['RedisCounterStore', () => new RedisCounterStore(redis, pino({ level: 'silent' }))],
] as [string, () => TCounterStore][])('%s', (_name, create) => {
  it('counts hits in a window that starts at the first and ends after windowMs', async () => {
    const counters = create();
    expect(await counters.get('k1')).toEqual({ count: 0, ttlMs: 0 });
    const first = await counters.incr('k1', 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(59_000);
    expect((await counters.incr('k1', 60_000)).count).toBe(2);
    // A later hit does not move the window's end.
    expect((await counters.incr('k1', 10 * 60_000)).ttlMs).toBeLessThanOrEqual(60_000);
    expect((await counters.get('k1')).count).toBe(3);
    expect((await counters.get('k2')).count).toBe(0);
    await counters.reset('k1');
    expect(await counters.get('k1')).toEqual({ count: 0, ttlMs: 0 });
  });

  it('starts from zero once the window has ended', async () => {
    const counters = create();
    await counters.incr('short', 30);
    await counters.incr('short', 30);
    while ((await counters.get('short')).count > 0) await new Promise((done) => setTimeout(done, 10));
    expect((await counters.incr('short', 60_000)).count).toBe(1);
  });
});

describe('MemoryCounterStore', () => {
  it('keeps at most maxKeys windows, dropping the oldest', async () => {
    const counters = new MemoryCounterStore(2);
    for (const key of ['a', 'b', 'c']) await counters.incr(key, 60_000);
    expect((await counters.get('a')).count).toBe(0);
    expect((await counters.get('c')).count).toBe(1);
  });
});

/** A counter's state: hits in its current window and the milliseconds until the window ends. */
export interface TCount {
  count: number;
  ttlMs: number;
}

/**
 * Counters in fixed windows (limits, password guesses): a window starts at a key's first hit
 * and lasts `windowMs`; then the key counts from zero again. In process (`MemoryCounterStore`)
 * or shared by every instance (`RedisCounterStore`, when REDIS_URL is set).
 */
export interface TCounterStore {
  /** Adds one hit to `key` and answers its state, starting a window of `windowMs` if none runs. */
  incr(key: string, windowMs: number): Promise<TCount>;
  /** The state of `key` without a hit: `{ count: 0, ttlMs: 0 }` when no window runs. */
  get(key: string): Promise<TCount>;
  reset(key: string): Promise<void>;
}

export const NO_COUNT: TCount = Object.freeze({ count: 0, ttlMs: 0 });

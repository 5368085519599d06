import { NO_COUNT, type TCount, type TCounterStore } from './counter-store.js';

/** Keys one process keeps at most; past it the oldest window is dropped (a few MB at most). */
const MAX_KEYS = 50_000;

/** Counters in this process only: one instance, or while the shared store cannot be reached. */
export class MemoryCounterStore implements TCounterStore {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly maxKeys = MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  async incr(key: string, windowMs: number): Promise<TCount> {
    const now = this.now();
    const window = this.#current(key, now);
    if (window) {
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - now };
    }
    if (this.#windows.size >= this.maxKeys) this.#windows.delete(this.#windows.keys().next().value!);
    this.#windows.set(key, { count: 1, endsAt: now + windowMs });
    return { count: 1, ttlMs: windowMs };
  }

  async get(key: string): Promise<TCount> {
    const now = this.now();
    const window = this.#current(key, now);
    return window ? { count: window.count, ttlMs: window.endsAt - now } : NO_COUNT;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #current(key: string, now: number) {
    const window = this.#windows.get(key);
    if (window && window.endsAt <= now) this.#windows.delete(key);
    return window && window.endsAt > now ? window : undefined;
  }
}

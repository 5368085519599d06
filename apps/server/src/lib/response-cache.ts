/** Keys of the cached public answers, each also its invalidation topic: whoever edits one of these tables publishes it. */
export const CACHE_KEYS = {
  companyInfo: 'company-info',
  plans: 'plans',
  paymentMethods: 'payment-methods',
  reviews: 'reviews',
  displaySettings: 'display-settings',
} as const;

interface TEntry {
  expiresAt: number;
  value: Promise<unknown>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Holds rarely-changing answers (plans, reviews, company info) in memory. Values are
 * deep-frozen, which lets the memoizing serializer reuse their JSON. Writers publish the key
 * through `Invalidation`, which calls invalidate() on every instance; the TTL is the safety net.
 */
export class ResponseCache {
  readonly #entries = new Map<string, TEntry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as Promise<T>;
    const value = load().then(deepFreeze);
    this.#entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  invalidate(key?: string): void {
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }
}

/**
 * A check whose answer is kept for `ttlMs`: readiness is asked every few seconds by every
 * balancer, and a probe of an outside store (a file written, a bucket asked) should not follow
 * that rate. Callers arriving while a check runs share it.
 */
export class CachedCheck {
  #value: { up: boolean; at: number } | undefined;
  #running: Promise<boolean> | undefined;

  constructor(
    private readonly check: () => Promise<void>,
    private readonly ttlMs: number,
    private readonly onFailure: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the check passed, at most `ttlMs` ago. */
  async up(): Promise<boolean> {
    if (this.#value && this.now() - this.#value.at < this.ttlMs) return this.#value.up;
    this.#running ??= this.check()
      .then(
        () => true,
        (err: unknown) => {
          this.onFailure(err);
          return false;
        },
      )
      .then((up) => {
        this.#value = { up, at: this.now() };
        this.#running = undefined;
        return up;
      });
    return this.#running;
  }
}

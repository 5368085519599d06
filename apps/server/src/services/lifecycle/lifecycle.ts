/**
 * Whether this instance still takes new work, and the work it has running. On SIGTERM
 * (server.ts) it drains: from then on health answers 503 and new answers are refused, so the
 * balancer sends them to other instances, while what runs here gets a grace to finish. The
 * generating routes' hook (`app.refuseWhileDraining`) and the answers they start are tracked
 * here; nothing else needs to know.
 */
export class Lifecycle {
  #draining = false;
  readonly #running = new Set<Promise<unknown>>();
  /** Ends the drain's wait: the running work has all ended (true) or the grace is over (false). */
  #settle: ((idle: boolean) => void) | undefined;
  #drained: Promise<boolean> | undefined;

  get draining(): boolean {
    return this.#draining;
  }

  /** How much tracked work runs now (requests on generating routes, answers they started). */
  get running(): number {
    return this.#running.size;
  }

  /** Counts `work` as running until it settles (however it ends); a drain waits for it. */
  track(work: Promise<unknown>): void {
    this.#running.add(work);
    const ended = () => {
      this.#running.delete(work);
      if (this.#running.size === 0) this.#settle?.(true);
    };
    work.then(ended, ended);
  }

  /**
   * Starts draining (for good: an instance that drains is on its way out) and resolves once the
   * running work has ended (true) or `graceMs` has passed (false), whichever comes first. What
   * still runs then is stopped by the close that follows. A second call waits for the first.
   */
  drain(graceMs: number): Promise<boolean> {
    this.#draining = true;
    this.#drained ??=
      this.#running.size === 0
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const grace = setTimeout(() => this.#settle?.(false), graceMs);
            this.#settle = (idle) => {
              clearTimeout(grace);
              this.#settle = undefined;
              resolve(idle);
            };
          });
    return this.#drained;
  }

  /** Ends a drain still waiting (the app closes anyway): no timer outlives the app. */
  close(): void {
    this.#draining = true;
    this.#settle?.(false);
  }
}

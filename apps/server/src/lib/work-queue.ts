import { HttpError } from './http-error.js';

/**
 * At most `limit` jobs at once, the rest waiting in order, and at most `maxWaiting` waiting:
 * past that a new job is refused with 503 rather than queued for minutes.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
    private readonly busyDetail: string,
  ) {}

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for a place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `job` in its turn; refused with 503 and `busyDetail` when too many are waiting. */
  async run<T>(job: () => Promise<T>, busyDetail = this.busyDetail): Promise<T> {
    if (this.#running >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting)
        throw new HttpError(503, busyDetail, { 'retry-after': '30' });
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#running += 1;
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  /**
   * A place held until the returned function is called (later calls do nothing), for work that
   * does not end with one promise, such as a download's stream; waits and refuses as `run` does.
   */
  acquire(): Promise<() => void> {
    return new Promise((resolve, reject) => {
      this.run(
        () =>
          new Promise<void>((done) => {
            let held = true;
            resolve(() => {
              if (held) done();
              held = false;
            });
          }),
      ).catch(reject);
    });
  }
}

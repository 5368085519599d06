import { HttpError } from './http-error.js';

/** How a job waits: the words of its refusal, and whether it goes ahead of the others. */
export interface TJobOptions {
  /** The 503's detail when too many are waiting (the queue's own by default). */
  busyDetail?: string;
  /** Someone is waiting on it: it goes ahead of every waiting job that is not urgent. */
  urgent?: boolean;
}

/**
 * At most `limit` jobs at once, the rest waiting in order (urgent ones first), and at most
 * `maxWaiting` waiting: past that a new job is refused with 503 rather than queued for minutes.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: { start: () => void; urgent: boolean }[] = [];

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

  /** Runs `job` in its turn; refused with 503 (and `busyDetail`) when too many are waiting. */
  async run<T>(
    job: () => Promise<T>,
    { busyDetail = this.busyDetail, urgent = false }: TJobOptions = {},
  ): Promise<T> {
    if (this.#running >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting)
        throw new HttpError(503, busyDetail, { 'retry-after': '30' });
      await new Promise<void>((start) => {
        const at = urgent ? this.#waiting.findIndex((place) => !place.urgent) : -1;
        this.#waiting.splice(at === -1 ? this.#waiting.length : at, 0, { start, urgent });
      });
    } else this.#running += 1;
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next.start();
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

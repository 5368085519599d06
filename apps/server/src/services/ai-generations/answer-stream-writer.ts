import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { END_SCRIPT, RENEW_SCRIPT, STREAM_KEEP_MS, STREAM_MAX_ENTRIES } from './answer-keys.js';
import type { TGenerationEnd } from './generation.js';

/** Deltas that arrive within this long go to the stream as one entry (one XADD). */
export const DELTA_BATCH_MS = 25;

export interface TAnswerStreamKeys {
  claim: string;
  stream: string;
  /** The claim's value: who holds it. */
  owner: string;
}

/**
 * The owner's side of an answer's shared stream: its deltas, batched every DELTA_BATCH_MS
 * into one entry, and its end, written with the claim's release in one script; the claim
 * renewed every third of its lease while the answer runs. Writes go out in order on one
 * connection, so the end always follows the last delta.
 */
export class AnswerStreamWriter {
  #pending = '';
  #batch: NodeJS.Timeout | undefined;
  readonly #renewal: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly keys: TAnswerStreamKeys,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#renewal = setInterval(() => void this.#renew(), Math.max(100, Math.floor(leaseMs / 3)));
    this.#renewal.unref();
  }

  /** Takes a delta; it is written with the others of its batch. */
  readonly delta = (text: string): void => {
    this.#pending += text;
    this.#batch ??= setTimeout(() => this.#flush(), DELTA_BATCH_MS);
  };

  /** Writes what is pending and the end, and releases the claim. */
  async end(outcome: TGenerationEnd): Promise<void> {
    clearInterval(this.#renewal);
    clearTimeout(this.#batch);
    const { claim, stream, owner } = this.keys;
    const last = this.#pending;
    this.#pending = '';
    await this.redis.eval(
      END_SCRIPT,
      2,
      claim,
      stream,
      owner,
      last,
      JSON.stringify(outcome),
      STREAM_MAX_ENTRIES,
      STREAM_KEEP_MS,
    );
  }

  #flush(): void {
    this.#batch = undefined;
    const text = this.#pending;
    this.#pending = '';
    // Redis away: the answer goes on locally; its followers elsewhere end as the owner's loss.
    if (text === '' || this.redis.status !== 'ready') return;
    this.redis
      .pipeline()
      .xadd(this.keys.stream, 'MAXLEN', '~', STREAM_MAX_ENTRIES, '*', 'd', text)
      // A stream outlives its claim a little, whatever happens to the owner.
      .pexpire(this.keys.stream, this.leaseMs + STREAM_KEEP_MS)
      .exec()
      .catch((err: unknown) => this.log.warn({ err }, 'an answer delta could not be shared'));
  }

  async #renew(): Promise<void> {
    const { claim, stream, owner } = this.keys;
    if (this.redis.status !== 'ready') return;
    try {
      const held = await this.redis.eval(
        RENEW_SCRIPT,
        2,
        claim,
        stream,
        owner,
        this.leaseMs,
        this.leaseMs + STREAM_KEEP_MS,
      );
      if (held !== 1) this.log.warn({ claim }, 'an answer lost its claim while running');
    } catch (err) {
      this.log.warn({ err, claim }, 'an answer claim could not be renewed');
    }
  }
}

import {
  PROVIDER_LATENCY_BOUNDS_MS,
  type TProviderCallKind,
  type TProviderCallOutcome,
} from '@inkwell/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { TProviderStatsDelta } from '../../repositories/rollup-repository.js';
import type { TRepositories } from '../../repositories/index.js';

/** How long a written batch's id is kept: a batch retried later than this would count twice. */
const FLUSH_IDS_KEPT_MS = 24 * 60 * 60 * 1000;

interface TFlushBatch {
  id: string;
  deltas: TProviderStatsDelta[];
}

/** The UTC hour of a moment: "2026-11-25T14". */
export const utcHour = (at: Date) => at.toISOString().slice(0, 13);

/** The latency bucket a duration falls in (the last one past every bound). */
export function latencyBucket(ms: number): number {
  const index = PROVIDER_LATENCY_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? PROVIDER_LATENCY_BOUNDS_MS.length : index;
}

/**
 * The AI provider's calls counted in memory and added to ai_provider_stats by flush() (every
 * minute, at shutdown, and before the overview reads them): one write a minute whatever the
 * traffic, never one per call on a generation's path. Each instance counts and writes its own
 * calls; a batch is written under an id of its own, so a retry after a failed write (even one
 * that committed) adds it once (decision 040).
 */
export class ProviderCallStats {
  #pending = new Map<string, TProviderStatsDelta>();
  /** Batches taken from #pending whose write has not been confirmed, oldest first. */
  #unwritten: TFlushBatch[] = [];
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The sink MeteredProvider calls. */
  readonly record = (kind: TProviderCallKind, outcome: TProviderCallOutcome, latencyMs: number): void => {
    const hour = utcHour(this.now());
    const key = `${hour}|${kind}|${outcome}`;
    let delta = this.#pending.get(key);
    if (!delta) {
      delta = {
        hour,
        kind,
        outcome,
        calls: 0,
        latency_ms_sum: 0,
        latency_ms_max: 0,
        buckets: Array.from({ length: PROVIDER_LATENCY_BOUNDS_MS.length + 1 }, () => 0),
      };
      this.#pending.set(key, delta);
    }
    const ms = Math.max(0, Math.round(latencyMs));
    delta.calls += 1;
    delta.latency_ms_sum += ms;
    delta.latency_ms_max = Math.max(delta.latency_ms_max, ms);
    delta.buckets[latencyBucket(ms)]! += 1;
  };

  /** Writes what was counted since the last flush; a batch whose write fails is retried as it is. */
  flush(): Promise<void> {
    const flushing = this.#flushing.catch(() => undefined).then(() => this.#flush());
    this.#flushing = flushing;
    return flushing;
  }

  async #flush(): Promise<void> {
    if (this.#pending.size > 0) {
      this.#unwritten.push({ id: randomUUID(), deltas: [...this.#pending.values()] });
      this.#pending = new Map();
    }
    while (this.#unwritten.length > 0) {
      await this.#write(this.#unwritten[0]!);
      this.#unwritten.shift();
    }
  }

  async #write(batch: TFlushBatch): Promise<void> {
    const now = this.now();
    const expired = new Date(now.getTime() - FLUSH_IDS_KEPT_MS).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const { rollups } = this.repos;
      if (await rollups.claimProviderFlush(batch.id, now.toISOString(), expired, trx)) {
        await rollups.addProviderStats(batch.deltas, trx);
      }
    });
  }
}

import {
  PROVIDER_LATENCY_BOUNDS_MS,
  type TProviderCallKind,
  type TProviderCallOutcome,
} from '@inkwell/contract';
import type { TProviderStatsDelta } from '../../repositories/rollup-repository.js';
import type { TRepositories } from '../../repositories/index.js';

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
 * traffic, never one per call on a generation's path.
 */
export class ProviderCallStats {
  #pending = new Map<string, TProviderStatsDelta>();

  constructor(
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

  /** Writes what was counted since the last flush; kept for the next one if the write fails. */
  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const deltas = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      await this.repos.rollups.addProviderStats(deltas);
    } catch (error) {
      for (const delta of deltas) this.#merge(delta);
      throw error;
    }
  }

  #merge(delta: TProviderStatsDelta): void {
    const key = `${delta.hour}|${delta.kind}|${delta.outcome}`;
    const current = this.#pending.get(key);
    if (!current) {
      this.#pending.set(key, delta);
      return;
    }
    current.calls += delta.calls;
    current.latency_ms_sum += delta.latency_ms_sum;
    current.latency_ms_max = Math.max(current.latency_ms_max, delta.latency_ms_max);
    delta.buckets.forEach((count, index) => (current.buckets[index]! += count));
  }
}

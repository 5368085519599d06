import type { TProviderCallKind, TProviderCallOutcome } from '@inkwell/contract';
import type { ColumnType } from 'kysely';

/** Spending entries of one closed UTC hour ("2026-11-25T14") and tool: the overview's generations. */
export interface SpendHourlyTable {
  hour: string;
  capability: string;
  entries: number;
}

/** Latency buckets of the provider statistics (PROVIDER_LATENCY_BOUNDS_MS): b0 ≤ 250 ms … b8 > 60 s. */
export const PROVIDER_LATENCY_BUCKET_COLUMNS = [
  'b0',
  'b1',
  'b2',
  'b3',
  'b4',
  'b5',
  'b6',
  'b7',
  'b8',
] as const;

type TCount = ColumnType<number, number | undefined, number>;

/** The AI provider's calls of one UTC hour, kind and outcome, with their latency. */
export interface AiProviderStatsTable {
  hour: string;
  kind: TProviderCallKind;
  outcome: TProviderCallOutcome;
  calls: number;
  /** bigint on PostgreSQL: read through Number(). */
  latency_ms_sum: ColumnType<number | string, number, number>;
  latency_ms_max: number;
  b0: TCount;
  b1: TCount;
  b2: TCount;
  b3: TCount;
  b4: TCount;
  b5: TCount;
  b6: TCount;
  b7: TCount;
  b8: TCount;
}

/** A batch of provider statistics an instance has added, by its id: a retried batch adds nothing again. */
export interface AiProviderStatsFlushesTable {
  id: string;
  flushed_at: string;
}

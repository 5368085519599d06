import {
  PROVIDER_CALL_KINDS,
  PROVIDER_CALL_OUTCOMES,
  PROVIDER_LATENCY_BOUNDS_MS,
  type TOverview,
  type TProviderCallError,
  type TProviderCallKind,
  type TProviderCallOutcome,
} from '@inkwell/contract';

/** The provider's calls of one UTC hour. */
export interface TProviderHourRow {
  hour: string;
  calls: number;
  answered: number;
  latency_ms_sum: number;
}

/** The provider's calls of the period of one kind and outcome, with their latency buckets. */
export interface TProviderKindRow {
  kind: TProviderCallKind;
  outcome: TProviderCallOutcome;
  calls: number;
  latency_ms_sum: number;
  buckets: number[];
}

const average = (sum: number, count: number) => (count === 0 ? null : Math.round(sum / count));

/** Average and 95th percentile (the bound of its bucket) of answered calls; nulls without any. */
function latency(answered: TProviderKindRow[]) {
  const calls = answered.reduce((total, row) => total + row.calls, 0);
  const buckets = PROVIDER_LATENCY_BOUNDS_MS.map((_bound, index) =>
    answered.reduce((total, row) => total + (row.buckets[index] ?? 0), 0),
  );
  let seen = 0;
  const p95 = buckets.findIndex((count) => (seen += count) >= calls * 0.95);
  return {
    latency_avg_ms: average(
      answered.reduce((total, row) => total + row.latency_ms_sum, 0),
      calls,
    ),
    latency_p95_ms: calls === 0 ? null : (PROVIDER_LATENCY_BOUNDS_MS[p95] ?? null),
  };
}

/**
 * The overview's provider section: per day (hours mapped to the settings' days by `dayOfHour`),
 * per kind, and the failures by kind of failure. Latency counts answered calls only.
 */
export function providerOverview(
  hours: TProviderHourRow[],
  kinds: TProviderKindRow[],
  dates: string[],
  dayOfHour: (hour: string) => string,
): TOverview['provider'] {
  const days = new Map(dates.map((date) => [date, { calls: 0, answered: 0, latency: 0 }]));
  for (const row of hours) {
    const day = days.get(dayOfHour(row.hour));
    if (!day) continue;
    day.calls += row.calls;
    day.answered += row.answered;
    day.latency += row.latency_ms_sum;
  }
  const answered = kinds.filter((row) => row.outcome === 'ok');
  const callsOf = (rows: TProviderKindRow[]) => rows.reduce((total, row) => total + row.calls, 0);
  return {
    calls: callsOf(kinds),
    errors: Object.fromEntries(
      PROVIDER_CALL_OUTCOMES.slice(1).map((outcome) => [
        outcome,
        callsOf(kinds.filter((row) => row.outcome === outcome)),
      ]),
    ) as Record<TProviderCallError, number>,
    ...latency(answered),
    per_day: dates.map((date) => {
      const day = days.get(date)!;
      return {
        date,
        calls: day.calls,
        failed: day.calls - day.answered,
        latency_avg_ms: average(day.latency, day.answered),
      };
    }),
    by_kind: PROVIDER_CALL_KINDS.map((kind) => {
      const rows = kinds.filter((row) => row.kind === kind);
      const ok = rows.filter((row) => row.outcome === 'ok');
      return { kind, calls: callsOf(rows), failed: callsOf(rows) - callsOf(ok), ...latency(ok) };
    }),
  };
}

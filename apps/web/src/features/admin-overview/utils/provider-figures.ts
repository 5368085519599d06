import {
  PROVIDER_CALL_OUTCOMES,
  PROVIDER_ERROR_LABELS,
  PROVIDER_LATENCY_BOUNDS_MS,
  type TOverview,
  type TProviderCallError,
} from '@inkwell/contract';
import { NO_VALUE, totalOf } from './overview-figures';

type TProvider = TOverview['provider'];

const seconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** "850 ms", "1.2 s", "12 s"; "—" without a value. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return NO_VALUE;
  const rounded = Math.round(ms);
  if (rounded < 1000) return `${rounded} ms`;
  return `${seconds.format(rounded >= 10_000 ? Math.round(rounded / 1000) : rounded / 1000)} s`;
}

/** The slowest bucket's bound: a p95 past it is "over 60 s". */
const LAST_BOUND_MS = Math.max(...PROVIDER_LATENCY_BOUNDS_MS);

/**
 * The bucket bound 95 % of answered calls stay within: "≤ 2 s"; "over 60 s" when they were
 * slower than the last bound; "—" without answered calls.
 */
export function formatP95(p95: number | null, answered: number): string {
  if (p95 !== null) return `≤ ${formatLatency(p95)}`;
  return answered > 0 ? `over ${formatLatency(LAST_BOUND_MS)}` : NO_VALUE;
}

/** Failed calls as a share of all: "1.1%"; "—" without calls. */
export function formatFailureRate(failed: number, calls: number): string {
  return calls === 0 ? NO_VALUE : percent.format(failed / calls);
}

/** The period's failed calls, of every kind of failure. */
export function failedCalls(provider: TProvider): number {
  return totalOf(Object.values(provider.errors));
}

export interface TFailureCount {
  error: TProviderCallError;
  label: string;
  count: number;
}

/** The kinds of failure that happened, in the contract's order, with their labels. */
export function failureCounts(provider: TProvider): TFailureCount[] {
  return PROVIDER_CALL_OUTCOMES.slice(1)
    .map((outcome) => {
      const error = outcome as TProviderCallError;
      return { error, label: PROVIDER_ERROR_LABELS[error], count: provider.errors[error] };
    })
    .filter(({ count }) => count > 0);
}

/** Calls, failed calls and the answered ones' average latency on each of the period's days. */
export function providerDaySeries(overview: TOverview) {
  const days = overview.dates.map((date) => overview.provider.per_day.find((day) => day.date === date));
  return {
    calls: days.map((day) => day?.calls ?? 0),
    failed: days.map((day) => day?.failed ?? 0),
    latency: days.map((day) => day?.latency_avg_ms ?? null),
  };
}

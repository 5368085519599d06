import {
  CONSUMABLE_CAPABILITIES,
  capabilityTitle,
  type TConsumableCapability,
  type TOverview,
} from '@inkwell/contract';
import { formatChartDay } from '@/components/charts/format-chart-day';
import { formatCount, formatPrice } from '@/lib/format-price';

export interface TMoney {
  currency: string;
  amount: number;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** The currencies paid in over the period, in alphabetical order. */
export function revenueCurrencies(overview: TOverview): string[] {
  return [...new Set(overview.revenue_per_day.map(({ currency }) => currency))].sort();
}

/** The period's revenue per currency. */
export function revenueTotals(overview: TOverview): TMoney[] {
  return revenueCurrencies(overview).map((currency) => ({
    currency,
    amount: sum(
      overview.revenue_per_day.filter((day) => day.currency === currency).map(({ amount }) => amount),
    ),
  }));
}

/** One currency's revenue on each of the period's days (0 when nothing was paid). */
export function revenueSeries(overview: TOverview, currency: string): number[] {
  return overview.dates.map((date) =>
    sum(
      overview.revenue_per_day
        .filter((day) => day.date === date && day.currency === currency)
        .map(({ amount }) => amount),
    ),
  );
}

/** New accounts on each of the period's days. */
export function newUsersSeries(overview: TOverview): number[] {
  return overview.dates.map(
    (date) => overview.new_users_per_day.find((day) => day.date === date)?.count ?? 0,
  );
}

export interface TToolCount {
  capability: TConsumableCapability;
  title: string;
  count: number;
}

/** A chat is counted in answers here, not in the tokens its balance is kept in. */
const GENERATION_TITLES: Partial<Record<TConsumableCapability, string>> = {
  chatbots_tokens: 'AI chat answers',
};

/** Generations per tool, in the contract's order. */
export function generationCounts(overview: TOverview): TToolCount[] {
  return CONSUMABLE_CAPABILITIES.map((capability) => ({
    capability,
    title: GENERATION_TITLES[capability] ?? capabilityTitle(capability),
    count: overview.generations[capability],
  }));
}

export const totalOf = sum;

/** What a figure without a value shows: a rate without calls, a latency without answers. */
export const NO_VALUE = '—';

/** "1 user", "3,000 users". */
export const countOf = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** "$1,200 and €30", or "nothing" without revenue. */
export function formatMoneyList(totals: TMoney[]): string {
  if (totals.length === 0) return 'nothing';
  return totals.map(({ amount, currency }) => formatPrice(amount, currency)).join(' and ');
}

/** "New users over the last 30 days: 12 in total, most on Mar 5 (4)." */
export function describeDays(what: string, dates: string[], data: number[], format = formatCount): string {
  const total = sum(data);
  if (total === 0) return `${what}: none in the last ${dates.length} days.`;
  const peak = data.indexOf(Math.max(...data));
  return `${what} over the last ${dates.length} days: ${format(total)} in total, most on ${formatChartDay(dates[peak] ?? '')} (${format(data[peak] ?? 0)}).`;
}

import type { TOverview } from '@inkwell/contract';
import { useMemo } from 'react';
import { formatChartDay } from '@/components/charts/format-chart-day';
import { formatCount } from '@/lib/format-price';
import { dayRows } from '../utils/day-rows';
import { describeDays } from '../utils/overview-figures';
import { formatLatency, providerDaySeries } from '../utils/provider-figures';
import { ChartTable } from './chart-table';
import { OverviewChart } from './overview-chart';
import { OverviewSection } from './overview-section';
import { ProviderFailures } from './provider-failures';
import { ProviderKindTable } from './provider-kind-table';
import { ProviderTiles } from './provider-tiles';

/** The AI provider in the period: its calls per day, how many failed and how, how fast. */
export function ProviderSection({ overview }: { overview: TOverview }) {
  const { provider, dates } = overview;
  const labels = useMemo(() => dates.map(formatChartDay), [dates]);
  const days = useMemo(() => providerDaySeries(overview), [overview]);
  // Answered and failed stack up to the day's calls.
  const series = useMemo(
    () => [
      {
        label: 'Answered',
        data: days.calls.map((calls, index) => calls - (days.failed[index] ?? 0)),
        color: 0,
      },
      { label: 'Failed', data: days.failed, color: 3 },
    ],
    [days],
  );
  const hasCalls = provider.calls > 0;
  const summary = `${describeDays('AI provider calls', dates, days.calls)} ${describeDays('Failed calls', dates, days.failed)}`;
  return (
    <OverviewSection title="AI provider">
      <ProviderTiles provider={provider} />
      {hasCalls ? <h3 className="text-sm font-semibold">Calls per day</h3> : null}
      <OverviewChart
        labels={labels}
        series={series}
        summary={summary}
        hasData={hasCalls}
        emptyText={`No AI provider calls in the last ${overview.days} days.`}
        stacked
      />
      {hasCalls ? (
        <>
          <ChartTable
            caption="AI provider calls per day, newest first"
            what="AI provider calls per day"
            columns={['Day', 'Calls', 'Failed', 'Average latency']}
            rows={dayRows(dates, [
              { values: days.calls, format: formatCount },
              { values: days.failed, format: formatCount },
              { values: days.latency, format: formatLatency },
            ])}
          />
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <ProviderKindTable provider={provider} />
            <ProviderFailures provider={provider} />
          </div>
        </>
      ) : null}
    </OverviewSection>
  );
}

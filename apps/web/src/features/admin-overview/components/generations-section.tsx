import type { TOverview } from '@inkwell/contract';
import { useMemo } from 'react';
import { formatCount } from '@/lib/format-price';
import { generationCounts, totalOf } from '../utils/overview-figures';
import { ChartTable } from './chart-table';
import { OverviewChart } from './overview-chart';
import { OverviewSection } from './overview-section';

/** Generations per tool in the period, one bar each. */
export function GenerationsSection({ overview }: { overview: TOverview }) {
  const tools = useMemo(() => generationCounts(overview), [overview]);
  const labels = useMemo(() => tools.map(({ title }) => title), [tools]);
  const series = useMemo(
    () => [{ label: 'Generations', data: tools.map(({ count }) => count), color: 2 }],
    [tools],
  );
  const hasData = totalOf(series[0]!.data) > 0;
  const summary = `Generations in the last ${overview.days} days by tool: ${tools
    .map(({ title, count }) => `${title} ${formatCount(count)}`)
    .join(', ')}.`;
  return (
    <OverviewSection title="Generations per tool">
      <OverviewChart
        labels={labels}
        series={series}
        summary={summary}
        hasData={hasData}
        emptyText={`No generations in the last ${overview.days} days.`}
        horizontal
      />
      {hasData ? (
        <ChartTable
          caption="Generations per tool"
          what="generations per tool"
          columns={['Tool', 'Generations']}
          rows={tools.map(({ capability, title, count }) => ({
            key: capability,
            label: title,
            values: [formatCount(count)],
          }))}
        />
      ) : null}
    </OverviewSection>
  );
}

import type { TOverview } from '@inkwell/contract';
import { useMemo } from 'react';
import { formatChartDay } from '@/components/charts/format-chart-day';
import { formatCount } from '@/lib/format-price';
import { describeDays, newUsersSeries, totalOf } from '../utils/overview-figures';
import { dayRows } from '../utils/day-rows';
import { ChartTable } from './chart-table';
import { OverviewChart } from './overview-chart';
import { OverviewSection } from './overview-section';

/** Accounts made per day. */
export function NewUsersSection({ overview }: { overview: TOverview }) {
  const labels = useMemo(() => overview.dates.map(formatChartDay), [overview]);
  const data = useMemo(() => newUsersSeries(overview), [overview]);
  const series = useMemo(() => [{ label: 'New users', data, color: 1 }], [data]);
  const hasData = totalOf(data) > 0;
  return (
    <OverviewSection title="New users">
      <OverviewChart
        labels={labels}
        series={series}
        summary={describeDays('New users', overview.dates, data)}
        hasData={hasData}
        emptyText={`No new users in the last ${overview.days} days.`}
      />
      {hasData ? (
        <ChartTable
          caption="New users per day, newest first"
          what="new users per day"
          columns={['Day', 'New users']}
          rows={dayRows(overview.dates, [{ values: data, format: formatCount }])}
        />
      ) : null}
    </OverviewSection>
  );
}

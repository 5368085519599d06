import { type TOverview } from '@inkwell/contract';
import { useMemo } from 'react';
import { formatChartDay } from '@/components/charts/format-chart-day';
import { formatPrice } from '@/lib/format-price';
import { describeDays, revenueCurrencies, revenueSeries } from '../utils/overview-figures';
import { dayRows } from '../utils/day-rows';
import { ChartTable } from './chart-table';
import { GatewayTable } from './gateway-table';
import { OverviewChart } from './overview-chart';
import { OverviewSection } from './overview-section';

/** The theme's series colours a currency takes, in turn: far apart, so two currencies read apart. */
const CURRENCY_COLORS = [0, 2, 3, 1, 4];

/** Paid money per day (a bar per currency), and per payment gateway. */
export function RevenueSection({ overview }: { overview: TOverview }) {
  const labels = useMemo(() => overview.dates.map(formatChartDay), [overview]);
  const series = useMemo(
    () =>
      revenueCurrencies(overview).map((currency, index) => ({
        label: currency,
        data: revenueSeries(overview, currency),
        color: CURRENCY_COLORS[index % CURRENCY_COLORS.length]!,
      })),
    [overview],
  );
  const summary = series
    .map(({ label, data }) =>
      describeDays(`Revenue in ${label}`, overview.dates, data, (amount) => formatPrice(amount, label)),
    )
    .join(' ');
  return (
    <OverviewSection title="Revenue">
      <OverviewChart
        labels={labels}
        series={series}
        summary={summary}
        hasData={series.length > 0}
        emptyText={`No revenue in the last ${overview.days} days.`}
      />
      {series.length > 0 ? (
        <ChartTable
          caption="Revenue per day, newest first"
          what="revenue per day"
          columns={['Day', ...series.map(({ label }) => label)]}
          rows={dayRows(
            overview.dates,
            series.map(({ label, data }) => ({
              values: data,
              format: (amount) => formatPrice(amount, label),
            })),
          )}
        />
      ) : null}
      <GatewayTable overview={overview} />
    </OverviewSection>
  );
}

import { ORDER_STATUSES, type TOverview } from '@inkwell/contract';
import { useMemo } from 'react';
import { ORDER_STATUS_COPY } from '@/components/orders/order-status-badge';
import { formatCount } from '@/lib/format-price';
import { totalOf } from '../utils/overview-figures';
import { ChartTable } from './chart-table';
import { OverviewChart } from './overview-chart';
import { OverviewSection } from './overview-section';

/** The orders made in the period, by their status now. */
export function OrdersSection({ overview }: { overview: TOverview }) {
  const counts = ORDER_STATUSES.map((status) => overview.orders_by_status[status]);
  const labels = useMemo(() => ORDER_STATUSES.map((status) => ORDER_STATUS_COPY[status].label), []);
  const series = useMemo(
    () => [{ label: 'Orders', data: ORDER_STATUSES.map((s) => overview.orders_by_status[s]), color: 0 }],
    [overview],
  );
  const total = totalOf(counts);
  const summary = `Orders made in the last ${overview.days} days by status now: ${labels
    .map((label, index) => `${label} ${formatCount(counts[index] ?? 0)}`)
    .join(', ')}.`;
  return (
    <OverviewSection title="Orders by status">
      <OverviewChart
        labels={labels}
        series={series}
        summary={summary}
        hasData={total > 0}
        emptyText={`No orders in the last ${overview.days} days.`}
      />
      {total > 0 ? (
        <ChartTable
          caption="Orders by status"
          what="orders by status"
          columns={['Status', 'Orders']}
          rows={ORDER_STATUSES.map((status, index) => ({
            key: status,
            label: labels[index],
            values: [formatCount(counts[index] ?? 0)],
          }))}
        />
      ) : null}
    </OverviewSection>
  );
}

import type { TOverview } from '@inkwell/contract';
import { GATEWAY_LABELS } from '@/components/orders/gateway-labels';
import { SmallTable } from '@/components/ui/small-table';
import { formatCount, formatPrice } from '@/lib/format-price';

/** Revenue and paid orders per payment gateway and currency. */
export function GatewayTable({ overview }: { overview: TOverview }) {
  if (overview.revenue_per_gateway.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">By payment gateway</h3>
      <SmallTable
        label="Revenue per payment gateway"
        columns={['Gateway', 'Paid orders', 'Revenue']}
        columnClassNames={['font-medium', 'tabular-nums @lg:text-right', 'tabular-nums @lg:text-right']}
        rows={overview.revenue_per_gateway.map((row) => ({
          key: `${row.gateway}-${row.currency}`,
          cells: [
            GATEWAY_LABELS[row.gateway],
            formatCount(row.orders),
            formatPrice(row.amount, row.currency),
          ],
        }))}
      />
    </div>
  );
}

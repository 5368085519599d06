import type { TAdminOrdersResponse } from '@inkwell/contract';
import { formatCount, formatPrice } from '@/lib/format-price';

function paidOrders(count: number): string {
  return `${formatCount(count)} paid ${count === 1 ? 'order' : 'orders'}`;
}

/** The money the filtered orders brought in, per currency (refunded ones are not revenue). */
export function RevenueSummary({ revenue }: { revenue: TAdminOrdersResponse['revenue'] | undefined }) {
  return (
    <section aria-label="Revenue" className="grid gap-1">
      <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Revenue of these orders
      </h2>
      {revenue === undefined ? (
        <p className="text-sm text-muted-foreground">…</p>
      ) : revenue.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid orders</p>
      ) : (
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {revenue.map((line) => (
            <li key={line.currency} className="flex items-baseline gap-2">
              <span className="text-xl font-semibold tabular-nums">
                {formatPrice(line.amount, line.currency)}
              </span>{' '}
              <span className="text-sm text-muted-foreground">from {paidOrders(line.orders)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

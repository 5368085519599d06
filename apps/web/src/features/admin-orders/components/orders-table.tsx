import type { TAdminOrder } from '@inkwell/contract';
import { cn } from '@/lib/utils';
import { OrderTableRow } from './order-table-row';

const COLUMNS = ['Order', 'Buyer', 'Plan', 'Amount', 'Gateway', 'Status', 'Created / paid'];

interface OrdersTableProps {
  orders: TAdminOrder[];
  /** A newer page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
  listSearch: string;
}

/** The orders as a table in a wide card and as stacked cards in a narrow one (phones). */
export function OrdersTable({ orders, busy, listSearch }: OrdersTableProps) {
  return (
    <table
      role="table"
      aria-label="Orders"
      aria-busy={busy || undefined}
      className={cn('w-full text-sm transition-opacity @max-4xl:block', busy && 'opacity-60')}
    >
      <thead role="rowgroup" className="@max-4xl:sr-only">
        <tr role="row" className="border-b border-border bg-muted/40">
          {COLUMNS.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className="px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground first:pl-5 last:pr-5"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-border @max-4xl:block">
        {orders.map((order) => (
          <OrderTableRow key={order.id} order={order} listSearch={listSearch} />
        ))}
      </tbody>
    </table>
  );
}

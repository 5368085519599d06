import type { TAdminOrder } from '@inkwell/contract';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { adminOrderPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { cn } from '@/lib/utils';
import type { TOrdersListState } from '../utils/list-state';
import { BuyerName } from './buyer-name';
import { GatewayName } from './gateway-name';

/**
 * Cell padding of the table. It is a table once its card is 56rem wide (the card is a container,
 * so the sidebar counts); narrower, each row is a card of its own.
 */
const cell = '@4xl:px-3 @4xl:py-3 @4xl:align-top @4xl:first:pl-5 @4xl:last:pr-5';
/** A word before a value that only the stacked card needs (the table has its header). */
const narrowLabel = 'text-muted-foreground @4xl:sr-only';

/** One order: number (its link), buyer, plan, amount, gateway, status, and when it was made and paid. */
export function OrderTableRow({ order, listSearch }: { order: TAdminOrder; listSearch: string }) {
  const state: TOrdersListState = { listSearch };
  return (
    <tr
      role="row"
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 px-4 py-3 @4xl:table-row @4xl:p-0"
    >
      <td role="cell" className={cn(cell, 'order-1 @4xl:whitespace-nowrap')}>
        <Link
          to={adminOrderPath(order.id)}
          state={state}
          className="rounded-sm font-semibold text-brand tabular-nums focus-ring hover:underline"
        >
          <span className="sr-only">Order</span> #{order.id}
        </Link>
      </td>
      <td role="cell" className={cn(cell, 'order-3 col-span-2 min-w-0 @4xl:max-w-56')}>
        <BuyerName buyer={order.user} />
      </td>
      <td role="cell" className={cn(cell, 'order-4 min-w-0 break-words')}>
        {order.plan_name}
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-5 text-right font-medium whitespace-nowrap tabular-nums @4xl:text-left')}
      >
        {formatPrice(order.amount, order.currency)}
      </td>
      <td role="cell" className={cn(cell, 'order-6 col-span-2')}>
        <span className={narrowLabel}>Gateway: </span>
        <GatewayName gateway={order.gateway} />
      </td>
      <td role="cell" className={cn(cell, 'order-2 justify-self-end')}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td
        role="cell"
        className={cn(
          cell,
          'order-7 col-span-2 grid gap-0.5 text-xs text-muted-foreground @4xl:table-cell @4xl:text-sm',
        )}
      >
        <span className="block @4xl:whitespace-nowrap">
          <span className="@4xl:sr-only">Created </span>
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </span>
        <span className="block @4xl:text-xs @4xl:whitespace-nowrap">
          {order.paid_at ? (
            <>
              Paid <time dateTime={order.paid_at}>{formatDateTime(order.paid_at)}</time>
            </>
          ) : (
            'Not paid'
          )}
        </span>
      </td>
    </tr>
  );
}

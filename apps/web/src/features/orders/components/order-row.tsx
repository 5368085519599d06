import { isTestModeGateway, type TOrder } from '@inkwell/contract';
import { ReceiptText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TestModeBadge } from '@/components/ui/test-mode-badge';
import { formatDateTime } from '@/lib/format-date';
import { orderAmount, orderNumber } from '../utils/format-order';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';

interface OrderRowProps {
  order: TOrder;
  onReceipt: () => void;
}

/** One order in the history: what, when, through which gateway, how much and its status. */
export function OrderRow({ order, onReceipt }: OrderRowProps) {
  const titleId = `order-${order.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 px-5 py-4 sm:flex-nowrap"
    >
      <div className="grid min-w-0 flex-1 basis-full gap-1 sm:basis-0">
        <p id={titleId} className="truncate font-medium">
          Order {orderNumber(order)} · {order.plan_name}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> ·{' '}
          {order.gateway.method_name} {isTestModeGateway(order.gateway.code) ? <TestModeBadge /> : null}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{orderAmount(order)}</span>
        <OrderStatusBadge status={order.status} />
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onReceipt}
        aria-label={`Receipt for order ${orderNumber(order)}`}
        className="ml-auto sm:ml-0"
      >
        <ReceiptText aria-hidden="true" />
        Receipt
      </Button>
    </li>
  );
}

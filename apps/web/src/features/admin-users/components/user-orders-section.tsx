import type { TAdminOrder } from '@inkwell/contract';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { DetailSection } from '@/components/ui/detail-section';
import { adminOrderPath } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

/** The account's orders, newest first, each opening its page. */
export function UserOrdersSection({ orders }: { orders: TAdminOrder[] }) {
  return (
    <DetailSection
      title="Orders"
      icon={ShoppingCart}
      aside={<span className="text-sm text-muted-foreground">{orders.length}</span>}
    >
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 text-sm"
            >
              <div className="grid min-w-0 gap-0.5">
                <Link
                  to={adminOrderPath(order.id)}
                  className="w-fit rounded-sm font-medium break-words focus-ring hover:text-brand hover:underline"
                >
                  Order #{order.id} · {order.plan_name}
                </Link>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
                  {order.gateway.method_name}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-medium tabular-nums">{formatPrice(order.amount, order.currency)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

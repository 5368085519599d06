import type { TAdminOrder } from '@inkwell/contract';
import { ShoppingCart } from 'lucide-react';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { DetailSection } from '@/components/ui/detail-section';
import { LinkList } from '@/components/ui/link-list';
import { adminOrderPath } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

/** The account's orders, newest first, each opening its page. */
export function UserOrdersSection({ orders }: { orders: TAdminOrder[] }) {
  return (
    <DetailSection title="Orders" icon={ShoppingCart} count={orders.length}>
      <LinkList
        empty="No orders yet."
        items={orders.map((order) => ({
          key: order.id,
          to: adminOrderPath(order.id),
          title: `Order #${order.id} · ${order.plan_name}`,
          meta: (
            <>
              <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
              {order.gateway.method_name}
            </>
          ),
          end: (
            <div className="flex items-center gap-2">
              <span className="font-medium tabular-nums">{formatPrice(order.amount, order.currency)}</span>
              <OrderStatusBadge status={order.status} />
            </div>
          ),
        }))}
      />
    </DetailSection>
  );
}

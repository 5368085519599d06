import type { TAdminOrderDetail } from '@inkwell/contract';
import { useLocation } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Card } from '@/components/ui/card';
import { DetailPage } from '@/components/ui/detail-page';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';
import { useAdminOrder } from '../api/get-admin-order';
import { readListSearch } from '../utils/list-state';
import { orderTitle } from '../utils/order-labels';
import { BuyerCard } from './buyer-card';
import { OrderDetails } from './order-details';
import { OrderLedger } from './order-ledger';
import { PaymentEvents } from './payment-events';
import { PlanSnapshot } from './plan-snapshot';
import { RefundButton } from './refund-button';
import { RefundResult } from './refund-result';

/** Back to the list, with the filters it had when this order was opened from it. */
function BackToList() {
  const { state } = useLocation();
  return <BackLink to={`${paths.allOrders}${readListSearch(state)}`}>Back to orders</BackLink>;
}

function OrderHeader({ order }: { order: TAdminOrderDetail }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{orderTitle(order.id)}</h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {order.plan_name} ·{' '}
          <span className="tabular-nums">{formatPrice(order.amount, order.currency)}</span>
        </p>
      </div>
      {order.refundable ? <RefundButton order={order} /> : null}
    </Card>
  );
}

/** One order for an admin: what it bought, who for, what the gateway said and what it changed. */
export function OrderView({ id }: { id: number }) {
  const query = useAdminOrder(id);
  return (
    <DetailPage
      back={<BackToList />}
      query={query}
      thing="order"
      skeleton={{ rows: 4, rowClassName: 'h-24' }}
    >
      {(order) => (
        <>
          <OrderHeader order={order} />
          {order.refund ? <RefundResult lines={order.refund} /> : null}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            {/* The buyer comes first on a phone; beside the order on a wide screen. */}
            <div className="lg:order-2">
              <BuyerCard order={order} />
            </div>
            <div className="grid min-w-0 gap-4 lg:order-1">
              <OrderDetails order={order} />
              <PlanSnapshot order={order} />
              <PaymentEvents events={order.payment_events} />
              <OrderLedger entries={order.ledger} />
            </div>
          </div>
        </>
      )}
    </DetailPage>
  );
}

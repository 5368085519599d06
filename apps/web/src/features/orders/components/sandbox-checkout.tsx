import type { TOrder } from '@inkwell/contract';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { InfoAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentPlanForOrder } from '@/config/paths';
import { httpStatus } from '@/lib/http-status';
import { productName } from '@/lib/product-name';
import { useOrder } from '../api/get-order';
import { orderNumber } from '../utils/format-order';
import { CheckoutActions } from './checkout-actions';
import { OrderLines } from './order-items';
import { OrderNotFound } from './order-not-found';
import { ORDER_STATUS_COPY } from '@/components/orders/order-status-badge';

export const SANDBOX_NOTICE = 'Sandbox checkout — test payments, no real money';

/** Why Pay is not offered, in the buyer's words: a paid order is simply "already paid". */
function unpayableTitle(order: TOrder): string {
  return order.status === 'paid' ? 'This order is already paid' : 'This order can’t be paid here';
}

function unpayableReason(order: TOrder): string {
  if (order.status === 'paid') return 'Its balances have been added to your account.';
  if (order.status === 'pending') return `It is paid through ${order.gateway.method_name}, not the Sandbox.`;
  return `It is no longer pending (${ORDER_STATUS_COPY[order.status].label.toLowerCase()}).`;
}

function SandboxOrder({ order, onFailed }: { order: TOrder; onFailed: () => void }) {
  const payable = order.status === 'pending' && order.gateway.code === 'sandbox';
  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-brand/40 bg-brand-soft/60 px-3 py-2 text-sm font-medium text-brand">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {SANDBOX_NOTICE}
      </p>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">{productName}</p>
        <h1 className="text-2xl font-semibold tracking-tight">Order {orderNumber(order)}</h1>
      </div>
      <section aria-label="What you’re buying" className="grid gap-3 rounded-xl border border-border p-4">
        <OrderLines order={order} totalClassName="text-2xl" />
      </section>
      {payable ? (
        <CheckoutActions order={order} onFailed={onFailed} />
      ) : (
        <InfoAlert title={unpayableTitle(order)}>
          <p>
            {unpayableReason(order)}{' '}
            <Link to={currentPlanForOrder(order.id)} className="font-semibold text-brand hover:underline">
              Go to your current plan
            </Link>
          </p>
        </InfoAlert>
      )}
    </Card>
  );
}

/** The built-in Sandbox gateway's checkout page: Pay or Cancel. */
export function SandboxCheckout({ orderId }: { orderId: number }) {
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const query = useOrder(orderId, { enabled: valid });
  if (!valid || httpStatus(query.error) === 404) return <OrderNotFound />;
  return (
    <QueryState
      query={query}
      what="your order"
      fallback={
        <div role="status" aria-busy="true" aria-label="Loading your order">
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      }
    >
      {(order) => <SandboxOrder order={order} onFailed={() => void query.refetch()} />}
    </QueryState>
  );
}

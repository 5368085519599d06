import type { TOrder } from '@inkwell/contract';
import { Check } from 'lucide-react';
import { describeQuantities } from '@/config/plan-quantities';
import { cn } from '@/lib/utils';
import { orderAmount } from '../utils/format-order';

/** What an order buys: every non-zero quantity, as it was when the order was made. */
export function OrderItems({ order, className }: { order: TOrder; className?: string }) {
  return (
    <ul aria-label={`Items in ${order.plan_name}`} className={cn('grid gap-1.5 text-sm', className)}>
      {describeQuantities(order.quantities).map((line) => (
        <li key={line.field} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/** The plan's name, what it buys and the total: the body of the checkout page and the receipt. */
export function OrderLines({ order, totalClassName }: { order: TOrder; totalClassName: string }) {
  return (
    <>
      <p className="font-semibold">{order.plan_name}</p>
      <OrderItems order={order} className="text-muted-foreground" />
      <p className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <span className="font-medium">Total</span>
        <span className={cn('font-semibold tabular-nums', totalClassName)}>{orderAmount(order)}</span>
      </p>
    </>
  );
}

import type { TOrder } from '@inkwell/contract';
import { Check } from 'lucide-react';
import { describeQuantities } from '@/config/plan-quantities';
import { cn } from '@/lib/utils';

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

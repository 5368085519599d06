import {
  CUSTOM_PLAN_RATE_FIELDS,
  computeCustomPlanPrice,
  type TCustomPlan,
  type TCustomPlanQuantities,
} from '@inkwell/contract';
import type { ReactNode } from 'react';
import { describeQuantities } from '@/config/plan-quantities';
import { formatPrice } from '@/lib/format-price';

interface CustomPlanSummaryProps {
  plan: TCustomPlan;
  quantities: TCustomPlanQuantities;
  action: ReactNode;
}

/** The live total of the custom plan and, line by line, where it comes from. */
export function CustomPlanSummary({ plan, quantities, action }: CustomPlanSummaryProps) {
  const price = computeCustomPlanPrice(plan, quantities);
  const lines = describeQuantities(quantities).map((line) => ({
    ...line,
    subtotal: formatPrice(line.count * plan[CUSTOM_PLAN_RATE_FIELDS[line.field]], plan.currency),
  }));

  return (
    <div className="flex flex-col gap-6 border-t border-border bg-surface p-6 sm:p-8 lg:border-t-0 lg:border-l">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Your price</p>
        <p aria-live="polite" className="mt-2 text-4xl font-semibold tracking-tight tabular-nums">
          <span className="sr-only">Total: </span>
          {formatPrice(price, plan.currency)}
        </p>
      </div>
      {lines.length > 0 ? (
        <ul aria-label="Price breakdown" className="grid gap-2 border-t border-border pt-4 text-sm">
          {lines.map((line) => (
            <li key={line.field} className="flex justify-between gap-4">
              <span className="text-muted-foreground">{line.text}</span>
              <span className="font-medium tabular-nums">{line.subtotal}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Enter the quantities you need; the price adds up per unit as you type. Empty fields count as zero.
        </p>
      )}
      <div className="mt-auto">{action}</div>
    </div>
  );
}

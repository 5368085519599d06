import {
  CUSTOM_PLAN_MAXIMA,
  CUSTOM_PLAN_RATE_FIELDS,
  planQuantityTitle,
  type TCustomPlan,
  type TCustomPlanQuantities,
  type TPlanQuantityField,
} from '@inkwell/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QUANTITY_DISPLAY_ORDER } from '@/config/plan-quantities';
import { formatRate } from '@/lib/format-price';
import { CustomPlanSummary } from './custom-plan-summary';
import { QuantityInput } from './quantity-input';

type TQuantityText = Record<TPlanQuantityField, string>;

const EMPTY_QUANTITIES = Object.fromEntries(
  QUANTITY_DISPLAY_ORDER.map((field) => [field, '']),
) as TQuantityText;

function toQuantities(text: TQuantityText): TCustomPlanQuantities {
  return Object.fromEntries(
    QUANTITY_DISPLAY_ORDER.map((field) => [field, text[field] === '' ? 0 : Number(text[field])]),
  ) as TCustomPlanQuantities;
}

interface CustomPlanCardProps {
  plan: TCustomPlan;
  onBuy: (quantities: TCustomPlanQuantities) => void;
}

export function CustomPlanCard({ plan, onBuy }: CustomPlanCardProps) {
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const [text, setText] = useState<TQuantityText>(EMPTY_QUANTITIES);
  const quantities = toQuantities(text);

  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-[0_1px_2px_rgb(15_18_34/0.04),0_12px_32px_-20px_rgb(15_18_34/0.25)] lg:grid-cols-[1fr_20rem]"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 id={headingId} className="text-lg font-semibold tracking-tight">
              {plan.plan}
            </h3>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
          </div>
        </div>
        <div className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
          {QUANTITY_DISPLAY_ORDER.map((field) => (
            <QuantityInput
              key={field}
              id={`${baseId}-${field}`}
              label={planQuantityTitle(field)}
              max={CUSTOM_PLAN_MAXIMA[field]}
              rate={formatRate(plan[CUSTOM_PLAN_RATE_FIELDS[field]], plan.currency)}
              value={text[field]}
              onValueChange={(value) => setText((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>
      </div>
      <CustomPlanSummary
        plan={plan}
        quantities={quantities}
        action={
          <Button size="lg" className="w-full" aria-describedby={headingId} onClick={() => onBuy(quantities)}>
            Buy Now
          </Button>
        }
      />
    </article>
  );
}

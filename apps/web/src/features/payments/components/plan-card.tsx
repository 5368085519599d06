import type { TPlanPack } from '@inkwell/contract';
import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { describeQuantities } from '@/config/plan-quantities';
import { formatPrice } from '@/lib/format-price';

interface PlanCardProps {
  plan: TPlanPack;
  onBuy: () => void;
}

export function PlanCard({ plan, onBuy }: PlanCardProps) {
  const headingId = `plan-${plan.id}-title`;
  const included = describeQuantities(plan);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-[0_1px_2px_rgb(15_18_34/0.04),0_12px_32px_-20px_rgb(15_18_34/0.25)] transition-shadow hover:shadow-[0_1px_2px_rgb(15_18_34/0.04),0_20px_40px_-20px_rgb(79_70_229/0.35)]',
        plan.most_popular
          ? 'border-primary/60 ring-1 ring-primary/40 dark:bg-[linear-gradient(180deg,rgb(88_81_234/0.16),transparent_55%),var(--card)] bg-[linear-gradient(180deg,rgb(79_70_229/0.07),transparent_55%),var(--card)]'
          : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight">
          {plan.plan}
        </h3>
        {plan.most_popular ? (
          <Badge>
            <Sparkles aria-hidden="true" />
            Most popular
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground sm:min-h-15 lg:min-h-20">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold tracking-tight">
          {formatPrice(plan.price, plan.currency)}
        </span>
        <span className="text-sm text-muted-foreground">one-time</span>
      </p>
      <Button
        className="mt-6 w-full"
        variant={plan.most_popular ? 'default' : 'outline'}
        aria-describedby={headingId}
        onClick={onBuy}
      >
        Buy Now
      </Button>
      <div className="mt-6 border-t border-border pt-6">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">What’s included</p>
        <ul className="mt-4 grid gap-3 text-sm">
          {included.map((line) => (
            <li key={line.field} className="flex gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>{line.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

import { Check } from 'lucide-react';
import { formatPrice } from '@/lib/format-price';
import type { PurchaseDescription } from '../utils/purchase';

/** What the buyer is about to pay for, and how much. */
export function PurchaseSummary({ name, price, currency, lines }: PurchaseDescription) {
  return (
    <section aria-label="Order summary" className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-muted-foreground">one-time</p>
      </div>
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {lines.map((line) => (
          <li key={line.field} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            {line.text}
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <span className="text-sm font-medium">Total</span>
        <span className="text-xl font-semibold tabular-nums">{formatPrice(price, currency)}</span>
      </p>
    </section>
  );
}

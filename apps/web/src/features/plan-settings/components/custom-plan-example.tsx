import { CAPABILITIES, planQuantityNoun } from '@inkwell/contract';
import { formatCount, formatPrice } from '@/lib/format-price';
import { currencyOf, examplePrice, SAMPLE_BASKET, type TCustomPlanValues } from '../utils/custom-plan-form';

const BASKET = CAPABILITIES.filter((capability) => SAMPLE_BASKET[capability] > 0)
  .map(
    (capability) =>
      `${formatCount(SAMPLE_BASKET[capability])} ${planQuantityNoun(capability, SAMPLE_BASKET[capability])}`,
  )
  .join(', ');

/** What a sample basket would cost at the rates typed so far, as buyers would be charged. */
export function CustomPlanExample({ values }: { values: TCustomPlanValues }) {
  const price = examplePrice(values);
  return (
    <div className="grid gap-1 rounded-xl bg-muted/50 p-4 text-sm">
      <p className="font-medium">
        Example:{' '}
        <output aria-live="polite" className="font-semibold tabular-nums">
          {price === null ? '—' : formatPrice(price, currencyOf(values.currency))}
        </output>
      </p>
      <p className="text-muted-foreground">For {BASKET}.</p>
    </div>
  );
}

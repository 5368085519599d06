import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A field as `useZodForm`'s `register` wires it. */
type TRegisteredField = { id: string } & React.InputHTMLAttributes<HTMLInputElement>;

interface PriceFieldsProps {
  price: TRegisteredField;
  currency: TRegisteredField;
  priceError?: string | undefined;
  currencyError?: string | undefined;
  priceHint?: string;
  className?: string;
}

/** A price (two decimals) and its three-letter currency, side by side from the small breakpoint. */
export function PriceFields({
  price,
  currency,
  priceError,
  currencyError,
  priceHint,
  className,
}: PriceFieldsProps) {
  return (
    <div className={cn('grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]', className)}>
      <FormField id={price.id} label="Price" error={priceError} hint={priceHint}>
        <Input type="number" inputMode="decimal" min={0} step={0.01} className="tabular-nums" {...price} />
      </FormField>
      <FormField id={currency.id} label="Currency" error={currencyError}>
        <Input maxLength={3} autoCapitalize="characters" className="uppercase" {...currency} />
      </FormField>
    </div>
  );
}

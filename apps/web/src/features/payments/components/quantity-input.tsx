import type { KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCount } from '@/lib/format-price';
import { parseQuantity } from '../utils/parse-quantity';

interface QuantityInputProps {
  id: string;
  label: string;
  max: number;
  /** The price of one unit, already formatted, e.g. "$0.04". */
  rate: string;
  /** The field's text: '' when empty (counts as 0). */
  value: string;
  onValueChange: (value: string) => void;
}

/** Lets only digits through: a minus sign, letters, "e" or a decimal point never reach the value. */
function rejectNonDigits(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!/\d/.test(event.key)) event.preventDefault();
}

export function QuantityInput({ id, label, max, rate, value, onValueChange }: QuantityInputProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <span id={hintId} className="shrink-0 text-xs text-muted-foreground tabular-nums">
          max {formatCount(max)}
        </span>
      </div>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        placeholder="0"
        value={value}
        aria-describedby={hintId}
        className="tabular-nums"
        onKeyDown={rejectNonDigits}
        onChange={(event) => {
          const parsed = parseQuantity(event.target.value, max);
          onValueChange(parsed === null ? '' : String(parsed));
        }}
      />
      <p className="text-xs text-muted-foreground tabular-nums">{rate} each</p>
    </div>
  );
}

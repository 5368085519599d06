import {
  capabilityTitle,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  type TCapability,
} from '@inkwell/contract';
import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

const GROUPS: { legend: string; capabilities: readonly TCapability[] }[] = [
  { legend: 'Balances', capabilities: CONSUMABLE_CAPABILITIES },
  { legend: 'Per-request limits', capabilities: LIMIT_CAPABILITIES },
];

/** What `useZodForm().register` gives one field. */
interface TFieldProps {
  id: string;
  name: string;
  value: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface CapabilityNumberGridProps {
  capabilities: readonly TCapability[];
  /** The form's field for a capability (its name in the form's values). */
  fieldProps: (capability: TCapability) => TFieldProps;
  errorOf: (capability: TCapability) => string | undefined;
  /** The most a capability may be: the box's `max` and an "Up to …" hint under it. */
  maxOf?: (capability: TCapability) => number;
  className?: string;
}

/** One whole-number field per capability, in a grid of up to three columns. */
export function CapabilityNumberGrid({
  capabilities,
  fieldProps,
  errorOf,
  maxOf,
  className,
}: CapabilityNumberGridProps) {
  return (
    <div className={cn('grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {capabilities.map((capability) => {
        const field = fieldProps(capability);
        const max = maxOf?.(capability);
        return (
          <FormField
            key={capability}
            id={field.id}
            label={capabilityTitle(capability)}
            error={errorOf(capability)}
            hint={max === undefined ? undefined : `Up to ${formatCount(max)}`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              className="tabular-nums"
              {...field}
            />
          </FormField>
        );
      })}
    </div>
  );
}

/** The balances and the per-request limits, one field per capability, in two groups. */
export function CapabilityNumberFields(props: Omit<CapabilityNumberGridProps, 'capabilities' | 'className'>) {
  return (
    <div className="grid gap-6">
      {GROUPS.map(({ legend, capabilities }) => (
        <fieldset key={legend} className="grid gap-4">
          <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {legend}
          </legend>
          <CapabilityNumberGrid capabilities={capabilities} {...props} />
        </fieldset>
      ))}
    </div>
  );
}

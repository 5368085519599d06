import {
  capabilityTitle,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  type TCapability,
} from '@inkwell/contract';
import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

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

interface CapabilityNumberFieldsProps {
  /** The form's field for a capability (its name in the form's values). */
  fieldProps: (capability: TCapability) => TFieldProps;
  errorOf: (capability: TCapability) => string | undefined;
}

/** One whole-number field per capability, the balances and the per-request limits in two groups. */
export function CapabilityNumberFields({ fieldProps, errorOf }: CapabilityNumberFieldsProps) {
  return (
    <div className="grid gap-6">
      {GROUPS.map(({ legend, capabilities }) => (
        <fieldset key={legend} className="grid gap-4">
          <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {legend}
          </legend>
          <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {capabilities.map((capability) => {
              const field = fieldProps(capability);
              return (
                <FormField
                  key={capability}
                  id={field.id}
                  label={capabilityTitle(capability)}
                  error={errorOf(capability)}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    className="tabular-nums"
                    {...field}
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

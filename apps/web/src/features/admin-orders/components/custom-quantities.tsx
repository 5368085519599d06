import { CAPABILITIES, capabilityTitle, CUSTOM_PLAN_MAXIMA } from '@inkwell/contract';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { useZodForm } from '@/lib/use-zod-form';
import { formatCount } from '@/lib/format-price';
import { quantityField, type TCreateOrderValues } from '../utils/create-order-form';

type TCreateOrderForm = ReturnType<typeof useZodForm<never, TCreateOrderValues>>;

/** One number per capability, each within the custom plan's maximum. */
export function CustomQuantities({ form }: { form: Pick<TCreateOrderForm, 'register' | 'errors'> }) {
  // "Enter at least one quantity." belongs to the group, not to one field.
  const groupError = (form.errors as Record<string, string | undefined>).quantities;
  const errorId = useId();
  return (
    <fieldset className="grid gap-4" aria-describedby={groupError ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">Quantities</legend>
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CAPABILITIES.map((capability) => {
          const field = form.register(quantityField(capability));
          return (
            <FormField
              key={capability}
              id={field.id}
              label={capabilityTitle(capability)}
              error={form.errors[quantityField(capability)]}
              hint={`Up to ${formatCount(CUSTOM_PLAN_MAXIMA[capability])}`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={CUSTOM_PLAN_MAXIMA[capability]}
                step={1}
                className="tabular-nums"
                {...field}
              />
            </FormField>
          );
        })}
      </div>
      {groupError ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}

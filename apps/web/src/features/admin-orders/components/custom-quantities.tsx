import { CAPABILITIES, CUSTOM_PLAN_MAXIMA } from '@inkwell/contract';
import { useId } from 'react';
import { CapabilityNumberGrid } from '@/components/capability-number-fields';
import type { useZodForm } from '@/lib/use-zod-form';
import { quantityField, type TCreateOrderValues } from '../utils/create-order-form';
import { FieldError } from '@/components/ui/form-field';

type TCreateOrderForm = ReturnType<typeof useZodForm<never, TCreateOrderValues>>;

/** One number per capability, each within the custom plan's maximum. */
export function CustomQuantities({ form }: { form: Pick<TCreateOrderForm, 'register' | 'errors'> }) {
  // "Enter at least one quantity." belongs to the group, not to one field.
  const groupError = (form.errors as Record<string, string | undefined>).quantities;
  const errorId = useId();
  return (
    <fieldset className="grid gap-4" aria-describedby={groupError ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">Quantities</legend>
      <CapabilityNumberGrid
        capabilities={CAPABILITIES}
        fieldProps={(capability) => form.register(quantityField(capability))}
        errorOf={(capability) => form.errors[quantityField(capability)]}
        maxOf={(capability) => CUSTOM_PLAN_MAXIMA[capability]}
        className="items-end"
      />
      <FieldError id={errorId} error={groupError} />
    </fieldset>
  );
}

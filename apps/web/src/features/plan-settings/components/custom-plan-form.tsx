import { CAPABILITIES, capabilityNoun, capabilityTitle, type TAdminCustomPlan } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { SuccessAlert } from '@/components/ui/alert';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { SwitchField } from '@/components/ui/switch-field';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveCustomPlan } from '../api/save-custom-plan';
import { currencyOf, customPlanFormSchema, rateField, toCustomPlanValues } from '../utils/custom-plan-form';
import { CustomPlanExample } from './custom-plan-example';

export const CUSTOM_PLAN_SAVED = 'Custom plan saved.';

/** For sale, currency and the nine per-unit rates, with what a sample basket would cost. */
export function CustomPlanForm({ plan, onSaved }: { plan: TAdminCustomPlan | null; onSaved: () => void }) {
  const form = useZodForm(customPlanFormSchema, toCustomPlanValues(plan));
  const mutation = useSaveCustomPlan();
  const [saved, setSaved] = useState(false);
  const { errors, register, values } = form;
  const onSubmit = form.handleSubmit((body) => {
    setSaved(false);
    mutation.mutate(body, {
      onSuccess: () => {
        setSaved(true);
        onSaved();
      },
      onError: form.applyApiError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Custom plan"
      className="grid gap-5"
      onChange={() => setSaved(false)}
    >
      <FormAlert message={form.formError} />
      {saved ? <SuccessAlert title={CUSTOM_PLAN_SAVED} /> : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SwitchField
          boxed
          id={register('active').id}
          label="For sale"
          checked={values.active === 'true'}
          onCheckedChange={(checked) => {
            setSaved(false);
            form.setValue('active', String(checked));
          }}
          error={errors.active}
          hint="Off: buyers can only choose a pack."
        />
        <FormField id={register('currency').id} label="Currency" error={errors.currency}>
          <Input maxLength={3} autoCapitalize="characters" className="uppercase" {...register('currency')} />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Rates</legend>
        <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CAPABILITIES.map((capability) => {
            const field = register(rateField(capability));
            return (
              <FormField
                key={capability}
                id={field.id}
                label={capabilityTitle(capability)}
                hint={`${currencyOf(values.currency)} per ${capabilityNoun(capability, 1)}`}
                error={errors[rateField(capability)]}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.000001}
                  className="tabular-nums"
                  {...field}
                />
              </FormField>
            );
          })}
        </div>
      </fieldset>
      <CustomPlanExample values={values} />
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save custom plan
      </PendingButton>
    </form>
  );
}

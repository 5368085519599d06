import {
  capabilityTitle,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  type TCapability,
  type TTrialBalances,
} from '@inkwell/contract';
import { Save } from 'lucide-react';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveTrialBalances } from '../api/save-trial-balances';
import { toTrialBalanceValues, trialBalancesFormSchema } from '../utils/trial-balance-form';

export const TRIAL_BALANCES_SAVED = 'Trial balances saved';

const GROUPS: { legend: string; capabilities: readonly TCapability[] }[] = [
  { legend: 'Balances', capabilities: CONSUMABLE_CAPABILITIES },
  { legend: 'Per-request limits', capabilities: LIMIT_CAPABILITIES },
];

export function TrialBalancesForm({ balances }: { balances: TTrialBalances }) {
  const form = useZodForm(trialBalancesFormSchema, toTrialBalanceValues(balances));
  const mutation = useSaveTrialBalances();
  const { errors, register } = form;
  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => void toast.success(TRIAL_BALANCES_SAVED),
      onError: form.applyApiError,
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Trial balances" className="grid gap-6">
      <FormAlert message={form.formError} />
      {GROUPS.map(({ legend, capabilities }) => (
        <fieldset key={legend} className="grid gap-4">
          <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {legend}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {capabilities.map((capability) => (
              <FormField
                key={capability}
                id={register(capability).id}
                label={capabilityTitle(capability)}
                error={errors[capability]}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="tabular-nums"
                  {...register(capability)}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save trial balances
      </PendingButton>
    </form>
  );
}

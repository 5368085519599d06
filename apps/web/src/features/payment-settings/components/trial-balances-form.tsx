import type { TTrialBalances } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { CapabilityNumberFields } from '@/components/capability-number-fields';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveTrialBalances } from '../api/save-trial-balances';
import { toTrialBalanceValues, trialBalancesFormSchema } from '../utils/trial-balance-form';

export const TRIAL_BALANCES_SAVED = 'Trial balances saved';

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
      <CapabilityNumberFields
        fieldProps={(capability) => register(capability)}
        errorOf={(capability) => errors[capability]}
      />
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save trial balances
      </PendingButton>
    </form>
  );
}

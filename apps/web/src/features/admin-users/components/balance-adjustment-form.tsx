import { CAPABILITIES, capabilityTitle, type TAdminUserDetail, type TCapability } from '@inkwell/contract';
import { Scale } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { formatCount } from '@/lib/format-price';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdjustUserBalance } from '../api/adjust-user-balance';
import { balanceAdjustmentFormSchema, currentValue } from '../utils/balance-adjustment-form';

interface BalanceAdjustmentFormProps {
  user: TAdminUserDetail;
  /** The balance chosen first (the one adjusted last time, after a success). */
  capability: TCapability;
  /** The change was saved: the account as it is now, and which balance changed by how much. */
  onAdjusted: (user: TAdminUserDetail, capability: TCapability, delta: number) => void;
}

/** A balance, an amount (negative takes away) and the reason, which the ledger and the audit log keep. */
export function BalanceAdjustmentForm({ user, capability, onAdjusted }: BalanceAdjustmentFormProps) {
  const form = useZodForm(balanceAdjustmentFormSchema, {
    capability: capability as string,
    delta: '',
    reason: '',
  });
  const mutation = useAdjustUserBalance();
  const { errors, register, values } = form;
  const chosen = CAPABILITIES.find((candidate) => candidate === values.capability);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const adjusted = await mutation.mutateAsync({ id: user.id, body });
      // The parent starts a fresh form for the next change, with this balance still chosen.
      onAdjusted(adjusted, body.capability, body.delta);
    } catch (error) {
      form.applyApiError(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Adjust a balance" className="grid gap-4">
      <FormAlert message={form.formError} />
      <FormField
        id={register('capability').id}
        label="Balance"
        error={errors.capability}
        hint={chosen ? `Now: ${formatCount(currentValue(user, chosen))}` : undefined}
      >
        <NativeSelect {...register('capability')}>
          {CAPABILITIES.map((option) => (
            <option key={option} value={option}>
              {capabilityTitle(option)} ({formatCount(currentValue(user, option))})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={register('delta').id}
        label="Change by"
        error={errors.delta}
        hint="A positive number adds; a negative one takes away."
      >
        <Input type="number" inputMode="numeric" step={1} className="tabular-nums" {...register('delta')} />
      </FormField>
      <FormField
        id={register('reason').id}
        label="Reason"
        error={errors.reason}
        hint="Kept in the user’s ledger and the audit log."
      >
        <Input autoComplete="off" maxLength={300} {...register('reason')} />
      </FormField>
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Scale}>
        Adjust balance
      </PendingButton>
    </form>
  );
}

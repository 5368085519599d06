import { USER_ROLES } from '@inkwell/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { useZodForm } from '@/lib/use-zod-form';
import { ROLE_LABELS } from '../utils/user-labels';

type TIdentityValues = { full_name: string; email: string; role: string };
type TIdentityForm = ReturnType<typeof useZodForm<never, TIdentityValues>>;

interface UserIdentityFieldsProps {
  form: Pick<TIdentityForm, 'register' | 'errors'>;
  /** Under the email box (what changing it does). */
  emailHint?: string;
}

/** Full name, email and role: the first fields of creating and of editing an account. */
export function UserIdentityFields({ form: { register, errors }, emailHint }: UserIdentityFieldsProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField id={register('full_name').id} label="Full name" error={errors.full_name}>
        <Input autoComplete="off" {...register('full_name')} />
      </FormField>
      <FormField id={register('email').id} label="Email" error={errors.email} hint={emailHint}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField id={register('role').id} label="Role" error={errors.role}>
        <NativeSelect {...register('role')}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

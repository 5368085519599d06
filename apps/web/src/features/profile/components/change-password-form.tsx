import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPasswordChangeRequestSchema } from '@inkwell/contract';
import { KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED_TEXT = 'Your password has been changed. Other devices were signed out.';

export function ChangePasswordForm() {
  const form = useZodForm(ZPasswordChangeRequestSchema, { current_password: '', new_password: '' });
  const mutation = useChangePassword();
  const { errors, formError, register } = form;

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => {
        toast.success(PASSWORD_CHANGED_TEXT);
        form.reset();
      },
      onError: form.applyApiError,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Change password">
      <FormAlert message={formError} />
      <FormField
        id={register('current_password').id}
        label="Current password"
        error={errors.current_password}
      >
        <Input type="password" autoComplete="current-password" {...register('current_password')} />
      </FormField>
      <FormField
        id={register('new_password').id}
        label="New password"
        error={errors.new_password}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
      >
        <Input type="password" autoComplete="new-password" {...register('new_password')} />
      </FormField>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        icon={KeyRound}
      >
        Change password
      </PendingButton>
    </form>
  );
}

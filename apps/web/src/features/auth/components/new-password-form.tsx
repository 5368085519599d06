import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPasswordSchema } from '@inkwell/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useZodForm } from '@/lib/use-zod-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

const ZNewPasswordFormSchema = z.object({ password: ZPasswordSchema });

/** The second half of a password reset: the link's token plus a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const form = useZodForm(ZNewPasswordFormSchema, { password: '' });
  const mutation = useConfirmPasswordReset();
  const [detail, setDetail] = useState<string | null>(null);
  const { errors, formError, register } = form;

  const onSubmit = form.handleSubmit(({ password }) => {
    mutation.mutate(
      { token, password },
      {
        onSuccess: (response) => setDetail(response.detail),
        onError: form.applyApiError,
      },
    );
  });

  if (detail) {
    return (
      <div className="grid gap-5">
        <SuccessAlert title="Your password has been changed">{detail}</SuccessAlert>
        <Button asChild size="lg">
          <Link to={paths.login}>Log in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={formError} />
      <FormField
        id={register('password').id}
        label="New password"
        error={errors.password}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <PendingButton type="submit" size="lg" className="w-full" pending={mutation.isPending} icon={KeyRound}>
        Set new password
      </PendingButton>
    </form>
  );
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZRegisterRequestSchema } from '@inkwell/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { SuccessAlert } from '@/components/ui/alert';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { HydratedFieldset } from '@/components/ui/hydrated-fieldset';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';
import { ResendConfirmation } from './resend-confirmation';

export function SignUpForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useZodForm(ZRegisterRequestSchema, { full_name: '', email: initialEmail, password: '' });
  const mutation = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { errors, formError, register } = form;

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => setRegisteredEmail(data.email),
      onError: form.applyApiError,
    });
  });

  if (registeredEmail) {
    return (
      <div className="grid gap-5">
        <SuccessAlert title="Check your inbox">
          We sent a confirmation link to <strong className="text-foreground">{registeredEmail}</strong>. Open
          it to activate your account.
        </SuccessAlert>
        <ResendConfirmation email={registeredEmail} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <HydratedFieldset>
        <FormAlert message={formError} />
        <FormField id={register('full_name').id} label="Full name" error={errors.full_name}>
          <Input autoComplete="name" {...register('full_name')} />
        </FormField>
        <FormField id={register('email').id} label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          id={register('password').id}
          label="Password"
          error={errors.password}
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <PendingButton
          type="submit"
          size="lg"
          className="w-full"
          pending={mutation.isPending}
          icon={UserPlus}
        >
          {mutation.isPending ? 'Creating your account…' : 'Create account'}
        </PendingButton>
      </HydratedFieldset>
    </form>
  );
}

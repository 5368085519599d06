import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZRegisterRequestSchema } from '@inkwell/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { handleFormError } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';

const FIELDS = ['full_name', 'email', 'password'] as const;

export function SignUpForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useZodForm(ZRegisterRequestSchema, { full_name: '', email: initialEmail, password: '' });
  const mutation = useRegister();
  const [registered, setRegistered] = useState<{ email: string; detail: string } | null>(null);
  const { errors, register } = form;

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: ({ detail }) => setRegistered({ email: data.email, detail }),
      onError: (error) => form.setFieldErrors(handleFormError(error, FIELDS)),
    });
  });

  if (registered) {
    return (
      <SuccessAlert title="Check your inbox">
        {registered.detail ||
          `We sent a confirmation link to ${registered.email}. Open it to activate your account.`}
      </SuccessAlert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
        {mutation.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}

import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ZLoginRequestSchema } from '@inkwell/contract';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { HydratedFieldset } from '@/components/ui/hydrated-fieldset';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';

export function LoginForm() {
  const form = useZodForm(ZLoginRequestSchema, { email: '', password: '' });
  const mutation = useLogin();
  const navigate = useNavigate();
  const { errors, formError, register } = form;

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => void navigate(paths.dashboard),
      onError: form.applyApiError,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <HydratedFieldset focusWhenReady={register('email').id}>
        <FormAlert message={formError} />
        <FormField id={register('email').id} label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField id={register('password').id} label="Password" error={errors.password}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <PendingButton type="submit" size="lg" className="w-full" pending={mutation.isPending} icon={LogIn}>
          {mutation.isPending ? 'Signing in…' : 'Log in'}
        </PendingButton>
      </HydratedFieldset>
    </form>
  );
}

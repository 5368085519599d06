import { ZApplicationRequestSchema } from '@inkwell/contract';
import { Send } from 'lucide-react';
import { SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDetailSubmit } from '@/lib/use-detail-submit';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendApplication } from '../api/send-application';
import { KindOptions } from './kind-options';

const TEAM_SIZES = ['1-10', '11-50', '51-200', '201+'] as const;

export function ApplicationForm({ initialKind = 'business' }: { initialKind?: 'business' | 'partner' }) {
  const initial = {
    kind: initialKind,
    full_name: '',
    email: '',
    company: '',
    website: '',
    team_size: '',
    message: '',
  };
  const form = useZodForm(ZApplicationRequestSchema, initial);
  const mutation = useSendApplication();
  const { onSubmit, sentDetail } = useDetailSubmit(form, mutation);
  const { errors, formError, register, values } = form;
  const kind = register('kind');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {sentDetail ? <SuccessAlert title="Application received">{sentDetail}</SuccessAlert> : null}
      <FormAlert message={formError} />
      <KindOptions
        name={kind.id}
        value={values.kind}
        error={errors.kind}
        errorId={`${kind.id}-error`}
        onChange={kind.onChange}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={register('full_name').id} label="Full name" error={errors.full_name}>
          <Input autoComplete="name" {...register('full_name')} />
        </FormField>
        <FormField id={register('email').id} label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField id={register('company').id} label="Company" error={errors.company}>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField id={register('website').id} label="Website (optional)" error={errors.website}>
          <Input type="url" inputMode="url" placeholder="https://example.com" {...register('website')} />
        </FormField>
      </div>
      <FormField
        id={register('team_size').id}
        label="Team size"
        error={errors.team_size}
        className="sm:max-w-xs"
      >
        <NativeSelect {...register('team_size')}>
          <option value="" disabled>
            Choose a team size
          </option>
          {TEAM_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} people
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={register('message').id}
        label="Message"
        error={errors.message}
        hint="What do you want to build, and how many people will use it? At least 20 characters."
      >
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {mutation.isPending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}

import { ZEmailOnlyRequestSchema, type TDetailResponse, type TEmailOnlyRequest } from '@inkwell/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { SuccessAlert } from '@/components/ui/alert';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDetailSubmit } from '@/lib/use-detail-submit';
import { useZodForm } from '@/lib/use-zod-form';

interface EmailRequestFormProps {
  mutation: UseMutationResult<TDetailResponse, Error, TEmailOnlyRequest>;
  submitLabel: string;
  successTitle: string;
}

/** One email field that asks the server to send a link (password reset, access restore). */
export function EmailRequestForm({ mutation, submitLabel, successTitle }: EmailRequestFormProps) {
  const form = useZodForm(ZEmailOnlyRequestSchema, { email: '' });
  const { onSubmit, sentDetail } = useDetailSubmit(form, mutation);
  const { errors, formError, register } = form;
  return (
    <div className="grid gap-5">
      {sentDetail ? <SuccessAlert title={successTitle}>{sentDetail}</SuccessAlert> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormAlert message={formError} />
        <FormField id={register('email').id} label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <PendingButton type="submit" size="lg" className="w-full" pending={mutation.isPending} icon={Send}>
          {submitLabel}
        </PendingButton>
      </form>
    </div>
  );
}

import { ZContactRequestSchema } from '@inkwell/contract';
import { Send } from 'lucide-react';
import { SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDetailSubmit } from '@/lib/use-detail-submit';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const INITIAL = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const form = useZodForm(ZContactRequestSchema, INITIAL);
  const mutation = useSendContactMessage();
  const { onSubmit, sentDetail } = useDetailSubmit(form, mutation);
  const { errors, formError, register } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {sentDetail ? <SuccessAlert title="Message sent">{sentDetail}</SuccessAlert> : null}
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={register('name').id} label="Name" error={errors.name}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id={register('email').id} label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField id={register('subject').id} label="Subject" error={errors.subject}>
        <Input {...register('subject')} />
      </FormField>
      <FormField
        id={register('message').id}
        label="Message"
        error={errors.message}
        hint="At least 10 characters."
      >
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {mutation.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

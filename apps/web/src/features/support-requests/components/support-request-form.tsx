import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_SUBJECT_MAX,
  ZSupportRequestCreateSchema,
  type TSupportRequestOpened,
} from '@inkwell/contract';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { useOpenSupportRequest, type TOpenSupportRequest } from '../api/open-support-request';
import { useSupportForm } from '../hooks/use-support-form';
import { AttachmentPicker } from './attachment-picker';
import { MessageField } from './message-field';
import { SupportFormAlert } from './support-form-alert';

interface SupportRequestFormProps {
  /** Beside the submit: the support requests left. */
  footer: ReactNode;
  onOpened: (opened: TSupportRequestOpened) => void;
}

/** A new request: subject, category, priority, the message and up to three images. */
export function SupportRequestForm({ footer, onOpened }: SupportRequestFormProps) {
  const { form, attachments, attachmentsId, status, applyError } = useSupportForm(
    ZSupportRequestCreateSchema,
    { subject: '', category: '', priority: 'normal', message: '' },
  );
  const mutation = useOpenSupportRequest();
  const { errors, register } = form;
  // Awaited rather than mutate's callbacks: the dialog (and this form) closes once it is sent.
  const send = async (fields: TOpenSupportRequest['fields']) => {
    let opened: TSupportRequestOpened;
    try {
      opened = await mutation.mutateAsync({ fields, attachments: attachments.files });
    } catch (error) {
      applyError(error);
      return;
    }
    onOpened(opened);
  };
  const onSubmit = form.handleSubmit((fields) => void send(fields));
  return (
    <form aria-label="New support request" noValidate onSubmit={onSubmit} className="grid gap-5">
      <SupportFormAlert message={form.formError} status={status} />
      <FormField id={register('subject').id} label="Subject" error={errors.subject}>
        <Input autoComplete="off" maxLength={SUPPORT_SUBJECT_MAX} {...register('subject')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={register('category').id} label="Category" error={errors.category}>
          <NativeSelect {...register('category')}>
            <option value="" disabled>
              Choose a category
            </option>
            {SUPPORT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {SUPPORT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={register('priority').id} label="Priority" error={errors.priority}>
          <NativeSelect {...register('priority')}>
            {SUPPORT_REQUEST_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {SUPPORT_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <MessageField field={register('message')} label="Message" error={errors.message} />
      <AttachmentPicker
        id={attachmentsId}
        attachments={attachments}
        error={errors.attachments}
        disabled={mutation.isPending}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <div className="mr-auto">{footer}</div>
        <PendingButton type="submit" pending={mutation.isPending} icon={Send}>
          Send request
        </PendingButton>
      </div>
    </form>
  );
}

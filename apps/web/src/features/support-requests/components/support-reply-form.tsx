import { SUPPORT_ATTACHMENTS_MAX, supportThreadRoom, ZSupportReplySchema } from '@inkwell/contract';
import { Send } from 'lucide-react';
import { PendingButton } from '@/components/ui/pending-button';
import { useReplySupportRequest } from '../api/reply-support-request';
import { useSupportForm } from '../hooks/use-support-form';
import { AttachmentPicker } from './attachment-picker';
import { MessageField } from './message-field';
import { SupportFormAlert } from './support-form-alert';

interface SupportReplyFormProps {
  requestId: number;
  /** Images the thread already holds: a reply attaches only as many as it has room for. */
  heldAttachments: number;
}

/**
 * A reply under the thread: the message and up to three images (fewer when the thread is
 * nearly full); empty again once sent. A refusal (too many replies or images for now, 429) is
 * said above it in the server's words, the message kept.
 */
export function SupportReplyForm({ requestId, heldAttachments }: SupportReplyFormProps) {
  const room = Math.min(SUPPORT_ATTACHMENTS_MAX, supportThreadRoom(heldAttachments));
  const support = useSupportForm(ZSupportReplySchema, { message: '' }, room);
  const { form, attachments } = support;
  const mutation = useReplySupportRequest(requestId);
  const onSubmit = form.handleSubmit(({ message }) =>
    mutation.mutate(
      { message, attachments: attachments.files },
      { onSuccess: support.reset, onError: support.applyError },
    ),
  );
  return (
    <form aria-label="Reply" noValidate onSubmit={onSubmit} className="grid gap-4">
      <SupportFormAlert message={form.formError} status={support.status} />
      <MessageField
        field={form.register('message')}
        label="Your reply"
        error={form.errors.message}
        rows={4}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AttachmentPicker
          id={support.attachmentsId}
          attachments={attachments}
          error={form.errors.attachments}
          disabled={mutation.isPending}
        />
        <PendingButton type="submit" className="ml-auto" pending={mutation.isPending} icon={Send}>
          Send reply
        </PendingButton>
      </div>
    </form>
  );
}

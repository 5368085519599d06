import { SUPPORT_MESSAGE_MAX, ZSupportReplySchema, type TAdminSupportDetail } from '@inkwell/contract';
import { Lock, Send } from 'lucide-react';
import { useState } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { useSendSupportMessage } from '../api/send-support-message';
import { replyDelivery, type TReplyKind } from '../utils/reply-kind';
import { ReplyKindPicker } from './reply-kind-picker';

/** A reply (emailed to the asker) or an internal note, with how it will reach the asker. */
export function ReplyForm({ request }: { request: TAdminSupportDetail }) {
  const [kind, setKind] = useState<TReplyKind>('reply');
  const mutation = useSendSupportMessage();
  const form = useZodForm(ZSupportReplySchema, { message: '' });
  const { errors, formError, register, values } = form;
  const message = register('message');
  const note = kind === 'note';
  const onSubmit = form.handleSubmit(({ message: text }) => {
    mutation.mutate(
      { id: request.id, body: { message: text, internal: note } },
      {
        onSuccess: () => {
          form.reset();
          void toast.success(note ? 'Internal note added.' : `Reply sent to ${request.name}.`);
        },
        onError: form.applyApiError,
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Reply"
      className={cn(
        'grid gap-4 rounded-2xl border bg-card p-4 sm:p-5',
        note ? 'border-dashed border-star/70' : 'border-border',
      )}
    >
      <FormAlert message={formError} />
      <ReplyKindPicker value={kind} onChange={setKind} disabled={mutation.isPending} />
      <FormField id={message.id} label={note ? 'Note for the admins' : 'Your reply'} error={errors.message}>
        <Textarea
          {...message}
          rows={6}
          aria-describedby={[message['aria-describedby'], `${message.id}-count`, `${message.id}-delivery`]
            .filter(Boolean)
            .join(' ')}
          className={cn(note && 'bg-star/5')}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <p id={`${message.id}-delivery`} className="text-sm text-muted-foreground">
          {replyDelivery(kind, request)}
        </p>
        <CharacterCount id={`${message.id}-count`} length={values.message.length} max={SUPPORT_MESSAGE_MAX} />
      </div>
      <div className="flex justify-end">
        <PendingButton type="submit" pending={mutation.isPending} icon={note ? Lock : Send}>
          {note ? 'Add note' : 'Send reply'}
        </PendingButton>
      </div>
    </form>
  );
}

import { CHAT_TITLE_MAX_CHARS, ZRenameChatRequestSchema, type TChatSummary } from '@inkwell/contract';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useRenameChat } from '../api/rename-chat';

interface RenameChatFormProps {
  chat: TChatSummary;
  /** Saved or canceled: the header shows the title again. */
  onDone: () => void;
}

/** The chat's title, edited in place: Enter saves, Escape cancels. */
export function RenameChatForm({ chat, onDone }: RenameChatFormProps) {
  const form = useZodForm(ZRenameChatRequestSchema, { title: chat.title });
  const mutation = useRenameChat(chat.id);
  const { errors, formError, register } = form;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Focused as well as selected: not every browser focuses a field on select().
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const onSubmit = form.handleSubmit((data) => {
    if (data.title === chat.title) onDone();
    else mutation.mutate(data, { onSuccess: onDone, onError: form.applyApiError });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };

  const field = register('title');
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label="Rename chat"
      className="grid min-w-0 flex-1 gap-1"
    >
      <FormAlert message={formError} />
      <div className="flex items-center gap-1">
        <label htmlFor={field.id} className="sr-only">
          Chat title
        </label>
        <Input ref={inputRef} maxLength={CHAT_TITLE_MAX_CHARS} className="h-9" {...field} />
        <PendingButton
          type="submit"
          variant="ghost"
          size="icon"
          className="size-9"
          pending={mutation.isPending}
          icon={Check}
          aria-label="Save title"
        />
        <Button variant="ghost" size="icon" className="size-9" aria-label="Cancel renaming" onClick={onDone}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {errors.title ? (
        <p id={`${field.id}-error`} className="text-xs font-medium text-destructive">
          {errors.title}
        </p>
      ) : null}
    </form>
  );
}

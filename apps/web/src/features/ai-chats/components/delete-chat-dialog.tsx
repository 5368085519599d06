import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TChatSummary } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import type { ReactElement, RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useDeleteChat } from '../api/delete-chat';

interface DeleteChatDialogProps {
  chat: TChatSummary;
  /** The chat is the one on screen: once it is deleted, back to the chats. */
  current: boolean;
  /** Opened by its own button (the chat's header, through LoadOnOpen)… */
  trigger?: ReactElement;
  defaultOpen?: boolean;
  /** …or by its owner (a chat's actions menu), focus given back to `returnFocus` on close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Asks before a chat and its messages go. Loaded on first open. */
export default function DeleteChatDialog({
  chat,
  current,
  trigger,
  defaultOpen,
  open,
  onOpenChange,
  returnFocus,
}: DeleteChatDialogProps) {
  const mutation = useDeleteChat(chat.id);
  const navigate = useNavigate();
  // Awaited, not `mutate`'s callback: a chat deleted from a list leaves it (and this dialog) at once.
  const remove = async () => {
    try {
      await mutation.mutateAsync();
    } catch {
      return; // shown by the FormAlert
    }
    if (current) await navigate(paths.aiChats, { replace: true });
  };
  const changeOpen = (next: boolean) => {
    if (!next) mutation.reset();
    onOpenChange?.(next);
  };
  return (
    <Dialog defaultOpen={defaultOpen} open={open} onOpenChange={changeOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogTitle>Delete this chat?</DialogTitle>
        <DialogDescription>
          “{chat.title}” and all its messages will be deleted. This can’t be undone.
        </DialogDescription>
        <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
        <ConfirmActions pending={mutation.isPending} icon={Trash2} onConfirm={() => void remove()}>
          Delete chat
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

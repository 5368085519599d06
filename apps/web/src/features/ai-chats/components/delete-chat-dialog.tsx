import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TChatSummary } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useDeleteChat } from '../api/delete-chat';

interface DeleteChatDialogProps {
  chat: TChatSummary;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** Asks before a chat and its messages go; then back to the chats. Loaded on first open. */
export default function DeleteChatDialog({ chat, trigger, defaultOpen }: DeleteChatDialogProps) {
  const mutation = useDeleteChat(chat.id);
  const navigate = useNavigate();
  const remove = () =>
    mutation.mutate(undefined, { onSuccess: () => void navigate(paths.aiChats, { replace: true }) });
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={(open) => !open && mutation.reset()}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this chat?</DialogTitle>
        <DialogDescription>
          “{chat.title}” and all its messages will be deleted. This can’t be undone.
        </DialogDescription>
        <FormAlert message={mutation.isError ? readErrorMessage(mutation.error) : null} />
        <ConfirmActions pending={mutation.isPending} icon={Trash2} onConfirm={remove}>
          Delete chat
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

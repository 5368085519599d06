import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';

interface DeleteSavedDialogProps {
  /** "Delete this code?" */
  title: string;
  description: string;
  trigger: ReactElement;
  defaultOpen: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  /** Closing the dialog forgets a failed attempt. */
  onClose: () => void;
}

/** Asks before a saved item goes; a failure is said inside the dialog. */
export function DeleteSavedDialog({
  title,
  description,
  trigger,
  defaultOpen,
  pending,
  error,
  onConfirm,
  onClose,
}: DeleteSavedDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormAlert message={error ? readErrorMessage(error) : null} />
        <ConfirmActions pending={pending} icon={Trash2} onConfirm={onConfirm}>
          Delete
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

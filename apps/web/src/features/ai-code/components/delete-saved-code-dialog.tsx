import type { TSavedCode } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { DeleteSavedDialog } from '@/components/saved/delete-saved-dialog';
import { useDeleteSavedCode } from '../api/delete-saved-code';
import { savedCodeTitle } from '../utils/code-labels';

interface DeleteSavedCodeDialogProps {
  saved: TSavedCode;
  trigger: ReactElement;
  defaultOpen: boolean;
  /** After the delete (the detail page goes back to the list). */
  onDeleted?: () => void;
}

/** Asks before a saved run goes. Loaded on first open. */
export default function DeleteSavedCodeDialog({
  saved,
  trigger,
  defaultOpen,
  onDeleted,
}: DeleteSavedCodeDialogProps) {
  const mutation = useDeleteSavedCode(saved.id);
  return (
    <DeleteSavedDialog
      title="Delete this code?"
      description={`“${savedCodeTitle(saved)}” will be deleted. This can’t be undone.`}
      trigger={trigger}
      defaultOpen={defaultOpen}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onDeleted })}
      onClose={mutation.reset}
    />
  );
}

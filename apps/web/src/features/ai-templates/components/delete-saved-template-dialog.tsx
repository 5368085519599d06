import type { TSavedTemplate } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { DeleteSavedDialog } from '@/components/saved/delete-saved-dialog';
import { useDeleteSavedTemplate } from '../api/delete-saved-template';

interface DeleteSavedTemplateDialogProps {
  saved: TSavedTemplate;
  trigger: ReactElement;
  defaultOpen: boolean;
  /** After the delete (the detail page goes back to the list). */
  onDeleted?: () => void;
}

/** Asks before a saved run goes. Loaded on first open. */
export default function DeleteSavedTemplateDialog({
  saved,
  trigger,
  defaultOpen,
  onDeleted,
}: DeleteSavedTemplateDialogProps) {
  const mutation = useDeleteSavedTemplate(saved.id);
  return (
    <DeleteSavedDialog
      title="Delete this result?"
      description={`This “${saved.template_title}” result will be deleted. This can’t be undone.`}
      trigger={trigger}
      defaultOpen={defaultOpen}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onDeleted })}
      onClose={mutation.reset}
    />
  );
}

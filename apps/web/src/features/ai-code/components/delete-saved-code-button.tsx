import type { TSavedCode } from '@inkwell/contract';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedCodeTitle } from '../utils/code-labels';

const loadDeleteDialog = () => import('./delete-saved-code-dialog');

interface DeleteSavedCodeButtonProps {
  saved: TSavedCode;
  onDeleted?: () => void;
  /** `icon` in a list row (named with its title), `text` on the detail page. */
  look: 'icon' | 'text';
}

/** Delete a saved run, asked first in a dialog whose code loads on first use. */
export function DeleteSavedCodeButton({ saved, onDeleted, look }: DeleteSavedCodeButtonProps) {
  return (
    <DeleteSavedButton
      name={savedCodeTitle(saved)}
      look={look}
      load={loadDeleteDialog}
      props={{ saved, onDeleted }}
    />
  );
}

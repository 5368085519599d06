import type { TSavedTemplate } from '@inkwell/contract';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';

const loadDeleteDialog = () => import('./delete-saved-template-dialog');

interface DeleteSavedTemplateButtonProps {
  saved: TSavedTemplate;
  onDeleted?: () => void;
  /** `icon` in a list row (named with the template's title), `text` on the detail page. */
  look: 'icon' | 'text';
}

/** Delete a saved run, asked first in a dialog whose code loads on first use. */
export function DeleteSavedTemplateButton({ saved, onDeleted, look }: DeleteSavedTemplateButtonProps) {
  return (
    <DeleteSavedButton
      name={saved.template_title}
      look={look}
      load={loadDeleteDialog}
      props={{ saved, onDeleted }}
    />
  );
}

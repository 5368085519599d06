import type { TSavedCode } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { savedCodeTitle } from '../utils/code-labels';

const loadDeleteDialog = () => import('./delete-saved-code-dialog');

interface DeleteSavedCodeButtonProps {
  saved: TSavedCode;
  onDeleted?: () => void;
  /** `icon` in a list row (named with its title), `text` on the detail page. */
  look: 'icon' | 'text';
}

/** Delete, asked first in a dialog whose code loads on first use. */
export function DeleteSavedCodeButton({ saved, onDeleted, look }: DeleteSavedCodeButtonProps) {
  const trigger =
    look === 'icon' ? (
      <Button variant="ghost" size="icon" className="text-muted-foreground hover:text-destructive">
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete “{savedCodeTitle(saved)}”</span>
      </Button>
    ) : (
      <Button variant="outline" size="sm">
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    );
  return <LoadOnOpen load={loadDeleteDialog} popup="dialog" props={{ saved, onDeleted }} trigger={trigger} />;
}

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { TDeleteSavedProps } from './delete-saved-dialog';
import type { TSavedItemEndpoints } from './saved-items';

const loadDeleteDialog = () => import('./delete-saved-dialog');

type DeleteSavedButtonProps<E extends TSavedItemEndpoints> = TDeleteSavedProps<E> & {
  /** `icon` in a list row (named with the item's name), `text` on the detail page. */
  look: 'icon' | 'text';
};

/** Delete a saved item, asked first in a dialog whose code loads on first use. */
export function DeleteSavedButton<E extends TSavedItemEndpoints>({
  look,
  ...props
}: DeleteSavedButtonProps<E>) {
  const { name } = props.tool.deleteWords(props.item);
  const trigger =
    look === 'icon' ? (
      <Button variant="ghost" size="icon" className="text-muted-foreground hover:text-destructive">
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete “{name}”</span>
      </Button>
    ) : (
      <Button variant="outline" size="sm">
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    );
  return (
    <LoadOnOpen
      load={loadDeleteDialog}
      popup="dialog"
      props={props as unknown as TDeleteSavedProps}
      trigger={trigger}
    />
  );
}

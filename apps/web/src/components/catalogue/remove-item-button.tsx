import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { TRemoveItemProps } from './remove-item-dialog';

const loadRemoveItemDialog = () => import('./remove-item-dialog');

/** "Remove {name}", asked first in a dialog whose code loads on first use. */
export function RemoveItemButton(props: TRemoveItemProps) {
  return (
    <LoadOnOpen
      load={loadRemoveItemDialog}
      popup="dialog"
      props={props}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove <span className="sr-only">{props.name}</span>
        </Button>
      }
    />
  );
}

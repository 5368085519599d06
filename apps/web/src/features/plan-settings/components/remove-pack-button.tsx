import type { TAdminPack } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { TPackRemoval } from './remove-pack-dialog';

const loadRemovePackDialog = () => import('./remove-pack-dialog');

/** Remove, asked first in a dialog whose code loads on first use. */
export function RemovePackButton({
  pack,
  onRemoved,
}: {
  pack: TAdminPack;
  onRemoved: (removal: TPackRemoval) => void;
}) {
  return (
    <LoadOnOpen
      load={loadRemovePackDialog}
      popup="dialog"
      props={{ pack, onRemoved }}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove <span className="sr-only">{pack.name}</span>
        </Button>
      }
    />
  );
}

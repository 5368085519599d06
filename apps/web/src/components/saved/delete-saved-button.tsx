import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen, type TOpenableControl } from '@/components/ui/load-on-open';

interface DeleteSavedButtonProps<P extends object> {
  /** What the item is called, naming the icon button: Delete “Add two numbers”. */
  name: string;
  /** `icon` in a list row (named with `name`), `text` on the detail page. */
  look: 'icon' | 'text';
  /** The feature's dialog (a `DeleteSavedDialog` around its delete call), loaded on first use. */
  load: () => Promise<{ default: TOpenableControl<P> }>;
  props: P;
}

/** Delete, asked first in a dialog whose code loads on first use. */
export function DeleteSavedButton<P extends object>({ name, look, load, props }: DeleteSavedButtonProps<P>) {
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
  return <LoadOnOpen load={load} popup="dialog" props={props} trigger={trigger} />;
}

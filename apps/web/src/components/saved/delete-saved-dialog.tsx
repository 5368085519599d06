import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import type { TEndpointAnswer } from '@inkwell/contract';
import { useDeleteSavedItem, type TSavedItemEndpoints, type TSavedTool } from './saved-items';

export interface TDeleteSavedProps<E extends TSavedItemEndpoints = TSavedItemEndpoints> {
  tool: TSavedTool<E>;
  item: TEndpointAnswer<E['get']> & { id: number };
  /** After the delete (a detail page goes back to its list). */
  onDeleted?: () => void;
}

/** Asks before a saved item goes; a failure is said inside the dialog. Loaded on first open. */
export default function DeleteSavedDialog<E extends TSavedItemEndpoints>({
  tool,
  item,
  onDeleted,
  trigger,
  defaultOpen,
}: TDeleteSavedProps<E> & { trigger: ReactElement; defaultOpen: boolean }) {
  const mutation = useDeleteSavedItem(tool as TSavedTool, item.id);
  const { title, description } = tool.deleteWords(item);
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={(open) => !open && mutation.reset()}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
        <ConfirmActions
          pending={mutation.isPending}
          icon={Trash2}
          onConfirm={() => mutation.mutate(undefined, { onSuccess: onDeleted })}
        >
          Delete
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

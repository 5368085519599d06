import type { UseMutationResult } from '@tanstack/react-query';
import type { TCatalogueRemoved } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type ReactElement } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';

/** What removing an item did, said above the list (the item itself may be gone). */
export interface TCatalogueRemoval extends TCatalogueRemoved {
  name: string;
}

export interface TRemoveItemProps {
  id: number;
  name: string;
  /** What removing does to this item (deleted, or kept hidden because something names it). */
  description: string;
  /** The catalogue's remove mutation (DELETE …/{id}/), called with `id`. */
  remove: UseMutationResult<TCatalogueRemoved, Error, number>;
  onRemoved: (removal: TCatalogueRemoval) => void;
}

/** Asks "Remove {name}?" first; its code loads on first use through `RemoveItemButton`. */
export default function RemoveItemDialog({
  id,
  name,
  description,
  remove,
  onRemoved,
  trigger,
  defaultOpen,
}: TRemoveItemProps & { trigger: ReactElement; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  // Once removed, focus goes to what the list says happened (`RemovalNotice`), not back to Remove.
  const removed = useRef(false);
  async function confirm() {
    try {
      const removal = await remove.mutateAsync(id);
      removed.current = true;
      setOpen(false);
      onRemoved({ ...removal, name });
    } catch {
      // Said in the dialog, from the mutation's error.
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent onCloseAutoFocus={(event) => removed.current && event.preventDefault()}>
        <DialogTitle>Remove {name}?</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormAlert message={remove.error ? readErrorMessage(remove.error) : null} />
        <ConfirmActions pending={remove.isPending} icon={Trash2} onConfirm={() => void confirm()}>
          Remove
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

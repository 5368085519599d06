import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TAdminPack, TCatalogueRemoved } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useRemovePack } from '../api/remove-pack';

/** What removing a pack did, said above the list (the pack itself may be gone). */
export interface TPackRemoval extends TCatalogueRemoved {
  name: string;
}

interface RemovePackDialogProps {
  pack: TAdminPack;
  onRemoved: (removal: TPackRemoval) => void;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** Asks before a pack is removed; one with orders is only taken off sale, which the dialog says first. */
export default function RemovePackDialog({ pack, onRemoved, trigger, defaultOpen }: RemovePackDialogProps) {
  const remove = useRemovePack();
  const [open, setOpen] = useState(defaultOpen);
  // Once removed, focus goes to what the list says happened, not back to Remove.
  const removed = useRef(false);
  async function confirm() {
    try {
      const removal = await remove.mutateAsync(pack.id);
      removed.current = true;
      setOpen(false);
      onRemoved({ ...removal, name: pack.name });
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
        <DialogTitle>Remove {pack.name}?</DialogTitle>
        <DialogDescription>
          {pack.orders > 0
            ? 'Orders were made of this pack, so it is kept for them and only taken off sale.'
            : 'Buyers will no longer see it. This cannot be undone.'}
        </DialogDescription>
        <FormAlert message={remove.isError ? readErrorMessage(remove.error) : null} />
        <ConfirmActions pending={remove.isPending} icon={Trash2} onConfirm={() => void confirm()}>
          Remove
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { showApiError } from '@/lib/show-api-error';
import { useDeleteStripeSettings } from '../api/delete-stripe-settings';

export const STRIPE_KEYS_REMOVED = 'Stripe keys removed';

/** Forgets the keys saved here, after a confirmation. */
export function RemoveStripeKeys({ onRemoved }: { onRemoved: () => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteStripeSettings();
  // Awaited rather than mutate's callbacks: once the keys are gone this button unmounts, and
  // those callbacks would never run.
  const remove = async () => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      showApiError(error);
      return;
    }
    setOpen(false);
    toast.success(STRIPE_KEYS_REMOVED);
    onRemoved();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive">
          <Trash2 aria-hidden="true" /> Remove keys
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Remove the Stripe keys?</DialogTitle>
        <DialogDescription>
          Stripe stops taking payments and buyers no longer see it. Orders already paid stay paid. You can
          enter the keys again at any time.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={mutation.isPending} onClick={() => void remove()}>
            {mutation.isPending ? <Spinner /> : null}
            Remove keys
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

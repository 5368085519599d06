import type { TSupportRequestSummary } from '@inkwell/contract';
import { CircleCheck } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useCloseSupportRequest } from '../api/close-support-request';

interface CloseSupportRequestDialogProps {
  request: TSupportRequestSummary;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** Asks before a request is closed; a failure is said inside the dialog. Loaded on first open. */
export default function CloseSupportRequestDialog({
  request,
  trigger,
  defaultOpen,
}: CloseSupportRequestDialogProps) {
  const mutation = useCloseSupportRequest(request.id);
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={(open) => !open && mutation.reset()}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Close this request?</DialogTitle>
        <DialogDescription>
          Close “{request.subject}” once your question is settled. You can reopen it later to write again.
        </DialogDescription>
        <FormAlert message={mutation.isError ? readErrorMessage(mutation.error) : null} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <PendingButton pending={mutation.isPending} icon={CircleCheck} onClick={() => mutation.mutate()}>
            Close request
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}

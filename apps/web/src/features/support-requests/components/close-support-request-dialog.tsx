import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TSupportRequestSummary } from '@inkwell/contract';
import { CircleCheck } from 'lucide-react';
import type { ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
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
        <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
        <ConfirmActions
          pending={mutation.isPending}
          icon={CircleCheck}
          onConfirm={() => mutation.mutate()}
          destructive={false}
        >
          Close request
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}

import { RotateCcw } from 'lucide-react';
import { InfoAlert } from '@/components/ui/alert';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useReopenSupportRequest } from '../api/reopen-support-request';

/** A closed thread's foot: why there is no reply box, and Reopen. */
export function ReopenSupportRequest({ requestId }: { requestId: number }) {
  const mutation = useReopenSupportRequest(requestId);
  return (
    <div className="grid gap-3">
      <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
      <InfoAlert
        title="This request is closed."
        action={
          <PendingButton
            variant="outline"
            size="sm"
            pending={mutation.isPending}
            icon={RotateCcw}
            onClick={() => mutation.mutate()}
          >
            Reopen
          </PendingButton>
        }
      >
        Reopen it to write to us again.
      </InfoAlert>
    </div>
  );
}

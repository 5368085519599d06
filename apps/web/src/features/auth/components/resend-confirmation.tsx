import { RotateCw } from 'lucide-react';
import { SuccessAlert } from '@/components/ui/alert';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useResendConfirmation } from '../api/resend-confirmation';

/** "Didn’t get it?": sends the confirmation link to a known address again and says how it went. */
export function ResendConfirmation({ email }: { email: string }) {
  const mutation = useResendConfirmation();
  return (
    <div className="grid gap-3">
      {mutation.isSuccess ? <SuccessAlert title="Sent again">{mutation.data.detail}</SuccessAlert> : null}
      <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <span>Didn’t get it? Check your spam folder, or</span>
        <PendingButton
          type="button"
          variant="outline"
          size="sm"
          pending={mutation.isPending}
          icon={RotateCw}
          onClick={() => mutation.mutate({ email })}
        >
          Resend the email
        </PendingButton>
      </div>
    </div>
  );
}

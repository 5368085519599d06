import type { TAdminUserDetail } from '@inkwell/contract';
import { Mail } from 'lucide-react';
import { SuccessAlert } from '@/components/ui/alert';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useSendUserPasswordReset } from '../api/send-user-password-reset';

/** Mails the account a link to choose a new password; an admin never sets or sees one. */
export function PasswordResetLink({ user }: { user: Pick<TAdminUserDetail, 'id' | 'email'> }) {
  const mutation = useSendUserPasswordReset();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Admins never set or see a password. This emails{' '}
        <span className="font-medium text-foreground">{user.email}</span> a link to choose a new one.
      </p>
      {mutation.isSuccess ? <SuccessAlert title={mutation.data.detail} /> : null}
      <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
      <PendingButton
        variant="outline"
        className="justify-self-start"
        pending={mutation.isPending}
        icon={Mail}
        onClick={() => mutation.mutate(user.id)}
      >
        Send password-reset link
      </PendingButton>
    </div>
  );
}

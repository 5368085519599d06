import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { useResendConfirmation } from '@/features/auth/api/resend-confirmation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { TokenPending } from '@/features/auth/components/token-action';
import { usePostTokenOnce } from '@/features/auth/hooks/use-post-token-once';
import { readErrorMessage } from '@/lib/read-form-errors';

const backToLogin = (
  <Link to={paths.login} className="font-semibold text-brand hover:underline">
    Back to log in
  </Link>
);

/** A missing, bad or used link: say so, and send a new one to the address the visitor types. */
function LinkFailed({ reason }: { reason: string }) {
  const resend = useResendConfirmation();
  return (
    <AuthCard
      title="This link didn’t work"
      description="Confirmation links work once and expire after a while. We can send you a new one."
      footer={backToLogin}
    >
      <div className="grid gap-5">
        <ErrorAlert title="Your email is not confirmed yet">{reason}</ErrorAlert>
        <EmailRequestForm mutation={resend} submitLabel="Send a new link" successTitle="Check your inbox" />
      </div>
    </AuthCard>
  );
}

export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const mutation = useConfirmEmail();
  usePostTokenOnce(token, mutation);

  if (!token) return <LinkFailed reason="Open the link from your confirmation email." />;
  if (mutation.error) return <LinkFailed reason={readErrorMessage(mutation.error)} />;
  if (!mutation.isSuccess) {
    return (
      <AuthCard title="Confirm your email" description="Checking your confirmation link.">
        <TokenPending text="Confirming your email…" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email confirmed" description="One click and your account is ready.">
      <div className="grid gap-5">
        <SuccessAlert title="Email confirmed">{mutation.data.detail}</SuccessAlert>
        <Button asChild size="lg">
          <Link to={paths.login}>Log in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

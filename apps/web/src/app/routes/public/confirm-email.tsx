import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TokenAction } from '@/features/auth/components/token-action';

function ConfirmWithToken({ token }: { token: string }) {
  const mutation = useConfirmEmail();
  return (
    <TokenAction token={token} mutation={mutation} pendingText="Confirming your email…">
      {({ detail }) => (
        <div className="grid gap-5">
          <SuccessAlert title="Email confirmed">{detail}</SuccessAlert>
          <Button asChild size="lg">
            <Link to={paths.login}>Log in</Link>
          </Button>
        </div>
      )}
    </TokenAction>
  );
}

export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Confirm your email" description="One click and your account is ready.">
      {token ? (
        <ConfirmWithToken token={token} />
      ) : (
        <ErrorAlert title="This link did not work">Open the link from your confirmation email.</ErrorAlert>
      )}
    </AuthCard>
  );
}

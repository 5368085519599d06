import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmAccessRestore } from '@/features/auth/api/confirm-access-restore';
import { useRequestAccessRestore } from '@/features/auth/api/request-access-restore';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { TokenAction } from '@/features/auth/components/token-action';

function RestoreWithToken({ token }: { token: string }) {
  const mutation = useConfirmAccessRestore();
  const navigate = useNavigate();
  const onSuccess = useCallback(() => void navigate(paths.dashboard), [navigate]);
  return (
    <TokenAction token={token} mutation={mutation} pendingText="Signing you in…" onSuccess={onSuccess}>
      {() => <p className="text-center text-sm">You are signed in.</p>}
    </TokenAction>
  );
}

export default function AccessRestoreRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const mutation = useRequestAccessRestore();
  return (
    <AuthCard
      title="Restore access"
      description={
        token
          ? 'Checking your sign-in link.'
          : 'Enter your email and we will send you a one-time link that signs you in.'
      }
      footer={
        <Link to={paths.login} className="font-semibold text-brand hover:underline">
          Back to log in
        </Link>
      }
    >
      {token ? (
        <RestoreWithToken token={token} />
      ) : (
        <EmailRequestForm
          mutation={mutation}
          submitLabel="Send sign-in link"
          successTitle="Check your inbox"
        />
      )}
    </AuthCard>
  );
}

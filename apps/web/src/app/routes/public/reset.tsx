import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailRequestForm } from '@/features/auth/components/email-request-form';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

export default function ResetRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const mutation = useRequestPasswordReset();
  return (
    <AuthCard
      title={token ? 'Choose a new password' : 'Reset your password'}
      description={
        token
          ? 'Every device signed in to your account will be signed out.'
          : 'Enter your email and we will send you a link to choose a new password.'
      }
      footer={
        <Link to={paths.login} className="font-semibold text-brand hover:underline">
          Back to log in
        </Link>
      }
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <EmailRequestForm mutation={mutation} submitLabel="Send reset link" successTitle="Check your inbox" />
      )}
    </AuthCard>
  );
}

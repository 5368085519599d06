import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export default function SignUpRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  return (
    <AuthCard
      title="Create your account"
      description="Start with a free trial balance. No card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <SignUpForm key={email} initialEmail={email} />
    </AuthCard>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to pick up where you left off."
      footer={
        <div className="grid gap-2">
          <p>
            New here?{' '}
            <Link to={paths.signUp} className="font-semibold text-brand hover:underline">
              Create an account
            </Link>
          </p>
          <p>
            <Link to={paths.reset} className="font-semibold text-brand hover:underline">
              Forgot your password?
            </Link>{' '}
            ·{' '}
            <Link to={paths.accessRestore} className="font-semibold text-brand hover:underline">
              Email me a sign-in link
            </Link>
          </p>
        </div>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}

import { AUTH_REDIRECT_DELAY_MS, MESSAGES } from '@inkwell/contract';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { refreshAccessToken } from '@/lib/api-client';
import { getRefreshToken } from '@/lib/cookies';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';

/** A visitor who is still not signed in after 1 s goes to /login with an error. */
function useAuthGuard(isAuth: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isAuth) return;
    // An expired access cookie with a live refresh cookie: renew before the guard decides.
    if (getRefreshToken()) void refreshAccessToken();
    const timer = window.setTimeout(() => {
      if (useSession.getState().isAuth) return;
      // The message shows on /login, once the login page is there.
      void Promise.resolve(navigate(paths.login, { replace: true })).then(() =>
        toast.error(MESSAGES.notLoggedIn),
      );
    }, AUTH_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isAuth, navigate]);
}

/**
 * Renders its children for a signed-in user only; everyone else waits 1 s, then goes to /login.
 * The build renders the children as a signed-in user's page looks while its data loads (the
 * `/user` placeholder, decision 024): no session there, and nothing of any user's.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuth = useSession((state) => state.isAuth);
  const prerendering = !useHydrated();
  useAuthGuard(isAuth);
  if (isAuth || prerendering) return <>{children}</>;
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-sm text-muted-foreground">
      <span className="flex items-center gap-2">
        <Spinner /> Checking your session…
      </span>
    </div>
  );
}

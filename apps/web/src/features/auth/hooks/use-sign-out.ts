import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@inkwell/contract';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { getRefreshToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { logout } from '../api/logout';

/** Tells the server to end this session; a failure must not keep the user signed in. */
async function revokeSession(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    await logout(refreshToken ? { refresh_token: refreshToken } : {});
  } catch {
    // Best effort: the local session is cleared either way.
  }
}

/**
 * Signs out: clears the session and the admin flag, shows the success message and goes to /
 * after 100 ms. `revoke: false` skips the logout call (e.g. after logout-all).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const clearSession = useSession((state) => state.logout);
  return async ({ revoke = true }: { revoke?: boolean } = {}) => {
    if (revoke) await revokeSession();
    clearSession();
    toast.success(MESSAGES.logoutSuccess);
    window.setTimeout(() => void navigate(paths.home), LOGOUT_REDIRECT_DELAY_MS);
  };
}

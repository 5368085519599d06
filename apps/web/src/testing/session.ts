import { TRIAL_PLAN_NAME, type TProfileResponse } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { setAuthTokens } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { api } from './handlers';
import { server } from './server';

export const profileFixture: TProfileResponse = {
  id: 7,
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  pending_email: null,
  avatar: null,
  plan: TRIAL_PLAN_NAME,
  role: 'user',
  is_admin: false,
  email_confirmed: true,
  date_joined: '2026-01-15T10:00:00Z',
};

/** A signed-in session (token cookies and store) whose GET users/profile/ answers this profile. */
export function signIn({ isAdmin = false, plan = TRIAL_PLAN_NAME } = {}): TProfileResponse {
  setAuthTokens({ access_token: 'access', refresh_token: 'refresh' });
  useSession.setState({ isAuth: true, isAdmin });
  const current: TProfileResponse = {
    ...profileFixture,
    plan,
    is_admin: isAdmin,
    role: isAdmin ? 'admin' : 'user',
  };
  server.use(http.get(api('users/profile/'), () => HttpResponse.json(current)));
  return current;
}

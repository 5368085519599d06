import { MESSAGES } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { apiClient } from './api-client';
import { getAccessToken, getRefreshToken, setAuthTokens } from './cookies';
import { useSession } from './session';
import { storageKey } from './storage-keys';
import Cookies from 'js-cookie';

function signIn(access: string | null, refresh: string | null) {
  setAuthTokens({ access_token: access ?? 'x', refresh_token: refresh ?? 'x' });
  if (!access) Cookies.remove(storageKey('accessToken'), { path: '/' });
  if (!refresh) Cookies.remove(storageKey('refreshToken'), { path: '/' });
  useSession.setState({ isAuth: access !== null, isAdmin: true });
}

/** A protected endpoint that accepts only `Bearer new-access`. */
function protectedProbe(seen: string[]) {
  return http.get(api('users/probe'), ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer new-access'
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ detail: 'expired' }, { status: 401 });
  });
}

describe('apiClient session rules', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(toast, 'error').mockReturnValue(1);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useSession.setState({ isAuth: false, isAdmin: false });
  });

  it('collapses ten concurrent 401s into one refresh and retries all ten with the new token', async () => {
    signIn('old-access', 'old-refresh');
    const seen: string[] = [];
    const refreshHeaders: (string | null)[] = [];
    const refreshBodies: string[] = [];
    server.use(
      protectedProbe(seen),
      http.post(api('users/token/refresh/'), async ({ request }) => {
        refreshHeaders.push(request.headers.get('Authorization'));
        refreshBodies.push(await request.text());
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' });
      }),
    );

    const results = await Promise.all(Array.from({ length: 10 }, () => apiClient.get('users/probe')));

    expect(results.map((result) => result.data)).toEqual(Array(10).fill({ ok: true }));
    expect(refreshHeaders).toEqual(['Bearer old-refresh']);
    expect(refreshBodies).toEqual(['']);
    expect(seen.filter((auth) => auth === 'Bearer old-access')).toHaveLength(10);
    expect(seen.filter((auth) => auth === 'Bearer new-access')).toHaveLength(10);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(error).not.toHaveBeenCalled();
  });

  it('refreshes first when only the refresh cookie exists', async () => {
    signIn(null, 'old-refresh');
    const seen: string[] = [];
    let refreshes = 0;
    server.use(
      protectedProbe(seen),
      http.post(api('users/token/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' });
      }),
    );

    await expect(apiClient.get('users/probe')).resolves.toMatchObject({ data: { ok: true } });
    expect(refreshes).toBe(1);
    expect(seen).toEqual(['Bearer new-access']);
    expect(useSession.getState().isAuth).toBe(true);
  });

  it('logs out without calling the API when neither token exists', async () => {
    useSession.setState({ isAuth: true, isAdmin: true });
    const seen: string[] = [];
    server.use(protectedProbe(seen));
    await expect(apiClient.get('users/probe')).rejects.toThrow('You are not signed in');
    expect(seen).toEqual([]);
    expect(useSession.getState()).toMatchObject({ isAuth: false, isAdmin: false });
  });

  it('lets public calls through without tokens', async () => {
    await expect(apiClient.get('payments/plans/')).resolves.toMatchObject({ status: 200 });
  });

  it('logs out on a 401 when there is no refresh token', async () => {
    signIn('old-access', null);
    server.use(protectedProbe([]));
    await expect(apiClient.get('users/probe')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getAccessToken()).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ isAuth: false, isAdmin: false });
  });

  it.each([
    ['Token has expired', 'Token has expired'],
    ['', MESSAGES.refreshTokenError],
  ])('shows the refresh message %j as an error and logs out', async (message, shown) => {
    signIn('old-access', 'old-refresh');
    server.use(
      protectedProbe([]),
      http.post(api('users/token/refresh/'), () => HttpResponse.json({ message }, { status: 401 })),
    );
    await expect(apiClient.get('users/probe')).rejects.toMatchObject({ response: { status: 401 } });
    expect(error).toHaveBeenCalledWith(shown);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ isAuth: false, isAdmin: false });
  });

  it('shows a failed refresh through the generic error display and logs out', async () => {
    signIn('old-access', 'old-refresh');
    server.use(
      protectedProbe([]),
      http.post(api('users/token/refresh/'), () =>
        HttpResponse.json({ detail: 'Refresh service down' }, { status: 503 }),
      ),
    );
    await expect(apiClient.get('users/probe')).rejects.toMatchObject({ response: { status: 401 } });
    // The generic API error display lists each field of the body.
    expect(error).toHaveBeenCalledWith('detail: Refresh service down');
    expect(useSession.getState().isAuth).toBe(false);
    expect(getRefreshToken()).toBeUndefined();
  });

  it('refreshes only once per request: a second 401 after the retry is returned', async () => {
    signIn('old-access', 'old-refresh');
    let refreshes = 0;
    server.use(
      http.get(api('users/probe'), () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
      http.post(api('users/token/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' });
      }),
    );
    await expect(apiClient.get('users/probe')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toBe(1);
  });

  it('does not refresh on a wrong password at login', async () => {
    signIn('old-access', 'old-refresh');
    let refreshes = 0;
    server.use(
      http.post(api('users/login/'), () =>
        HttpResponse.json({ detail: 'Wrong email or password.' }, { status: 401 }),
      ),
      http.post(api('users/token/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
    );
    await expect(apiClient.post('users/login/', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toBe(0);
  });
});

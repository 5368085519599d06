import { describe, expect, it } from 'vitest';
import {
  bearer,
  injectWithLogin,
  lastLinkToken,
  post,
  TEST_JWT_SECRET,
  type TLoggedIn,
} from '../../../../helpers/accounts.js';
import { buildTestApp, useTestApp } from '../../../../helpers/build-app.js';
import type { FastifyInstance } from 'fastify';

const INVALID = { detail: 'Invalid or expired token.' };

function profile(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/v1/users/profile/', headers });
}

/** The answer a Bearer token gets: [status, body]. */
async function answer(app: FastifyInstance, token: string) {
  const response = await profile(app, bearer(token));
  return [response.statusCode, response.json()];
}

const refresh = (app: FastifyInstance, token: string) =>
  post(app, 'token/refresh/', undefined, { headers: bearer(token) });

describe('ending a session ends its access token at once', () => {
  const ctx = useTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
  const signIn = (): Promise<TLoggedIn> => injectWithLogin(ctx.app);
  const signInAgain = async (user: TLoggedIn) => {
    const response = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    return response.json<{ access_token: string; refresh_token: string }>();
  };

  it('logout: the same Bearer token answers 401 right after; another session of the user stays', async () => {
    const user = await signIn();
    const laptop = await signInAgain(user);
    expect((await profile(ctx.app, user.headers)).statusCode).toBe(200);
    const logout = await post(
      ctx.app,
      'logout/',
      { refresh_token: user.refresh_token },
      { headers: user.headers },
    );
    expect(logout.statusCode).toBe(204);
    expect(await answer(ctx.app, user.access_token)).toEqual([401, INVALID]);
    expect((await refresh(ctx.app, user.refresh_token)).statusCode).toBe(401);
    expect((await profile(ctx.app, bearer(laptop.access_token))).statusCode).toBe(200);
  });

  it('logout without a body ends the session of the access token used, refresh token included', async () => {
    const user = await signIn();
    expect((await post(ctx.app, 'logout/', undefined, { headers: user.headers })).statusCode).toBe(204);
    expect(await answer(ctx.app, user.access_token)).toEqual([401, INVALID]);
    expect((await refresh(ctx.app, user.refresh_token)).statusCode).toBe(401);
  });

  it('ends the access tokens a rotation issued when its spent refresh token is presented again', async () => {
    const user = await signIn();
    const rotated = (await refresh(ctx.app, user.refresh_token)).json<{ access_token: string }>();
    expect((await profile(ctx.app, bearer(rotated.access_token))).statusCode).toBe(200);
    expect((await refresh(ctx.app, user.refresh_token)).statusCode).toBe(401); // reuse: family revoked
    expect(await answer(ctx.app, rotated.access_token)).toEqual([401, INVALID]);
    expect(await answer(ctx.app, user.access_token)).toEqual([401, INVALID]);
  });

  it('a password reset and an account deletion end the access token too', async () => {
    const resetting = await signIn();
    await post(ctx.app, 'password-reset/', { email: resetting.email });
    const token = await lastLinkToken(ctx.app, resetting.email, '/reset');
    expect(
      (await post(ctx.app, 'password-reset/confirm/', { token, password: 'a new password' })).statusCode,
    ).toBe(200);
    expect(await answer(ctx.app, resetting.access_token)).toEqual([401, INVALID]);

    const leaving = await signIn();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/account/',
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await answer(ctx.app, leaving.access_token)).toEqual([401, INVALID]);
  });

  // Two instances on one database: the SQLite file, or the PostgreSQL schema, of the first.
  it('a logout on one instance ends the token on another at once (stateless instances)', async () => {
    const other = await buildTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET }, sameDatabaseAs: ctx });
    try {
      const user = await signIn();
      const phone = await signInAgain(user);
      // The other instance caches the user's revoked sessions: one logout first, then a read.
      await post(ctx.app, 'logout/', undefined, { headers: bearer(phone.access_token) });
      expect((await profile(other.app, user.headers)).statusCode).toBe(200);
      await post(ctx.app, 'logout/', undefined, { headers: user.headers });
      expect(await answer(other.app, user.access_token)).toEqual([401, INVALID]);
    } finally {
      await other.close();
    }
  });
});

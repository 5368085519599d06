import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, injectWithLogin, post, TEST_JWT_SECRET } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

const INVALID = { detail: 'Invalid or expired token.' };
const EXPIRED_SESSION = { message: 'Your session has expired. Please log in again.' };
const key = createSecretKey(Buffer.from(TEST_JWT_SECRET));

async function sign(claims: Record<string, unknown>, options: { aud?: string; exp?: number } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('inkwell')
    .setAudience(options.aud ?? 'inkwell')
    .setSubject(String(claims.sub))
    .setJti('test-jti')
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 60)
    .sign(key);
}

describe('access tokens and refresh rotation', () => {
  const ctx = useTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
  const profile = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers });

  it('needs credentials from the Authorization header; a cookie is ignored', async () => {
    const user = await injectWithLogin(ctx.app);
    expect((await profile(user.headers)).statusCode).toBe(200);
    const cookieOnly = await profile({ cookie: `access_token=${user.access_token}` });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('rejects tampered, expired, alg:none, wrong-type, wrong-audience and session-less tokens', async () => {
    const user = await injectWithLogin(ctx.app);
    const [head, payload, signature] = user.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const base = { sub: String(user.id), ver: 0, typ: 'access', fam: 'a-session' };
    const { fam: _, ...sessionless } = base; // issued before access tokens named their session
    const tokens = [
      await sign(sessionless),
      tampered,
      none,
      user.refresh_token,
      await sign(base, { exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign(base, { aud: 'someone-else' }),
      'not-a-jwt',
    ];
    expect((await profile(bearer(await sign(base)))).statusCode).toBe(200); // control
    for (const token of tokens) {
      const response = await profile(bearer(token));
      expect([response.statusCode, response.json()]).toEqual([401, INVALID]);
    }
  });

  it('rotates refresh tokens; an access token is not a refresh token', async () => {
    const user = await injectWithLogin(ctx.app);
    const asAccess = await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.access_token) });
    expect([asAccess.statusCode, asAccess.json()]).toEqual([401, EXPIRED_SESSION]);
    const noToken = await post(ctx.app, 'token/refresh/');
    expect([noToken.statusCode, noToken.json()]).toEqual([401, EXPIRED_SESSION]);

    const first = await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) });
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access_token: string; refresh_token: string }>();
    expect(pair).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect((await profile(bearer(pair.access_token))).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const user = await injectWithLogin(ctx.app);
    const rotated = await post(ctx.app, 'token/refresh', undefined, { headers: bearer(user.refresh_token) });
    const next = rotated.json<{ refresh_token: string }>().refresh_token;
    const replay = await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) });
    expect([replay.statusCode, replay.json()]).toEqual([401, EXPIRED_SESSION]);
    const afterReplay = await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(next) });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('keeps the family start: a rotated refresh token expires 30 days after login', async () => {
    const user = await injectWithLogin(ctx.app);
    const decode = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
        exp: number;
        fst: number;
      };
    const rotated = await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) });
    const before = decode(user.refresh_token);
    const after = decode(rotated.json<{ refresh_token: string }>().refresh_token);
    expect(after.exp).toBe(before.exp);
    expect(after.exp - after.fst).toBe(30 * 24 * 60 * 60);
  });

  it('logout revokes the presented refresh family; logout-all ends every session', async () => {
    const user = await injectWithLogin(ctx.app);
    const logout = await post(
      ctx.app,
      'logout/',
      { refresh_token: user.refresh_token },
      { headers: user.headers },
    );
    expect(logout.statusCode).toBe(204);
    expect(
      (await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) })).statusCode,
    ).toBe(401);

    const other = await injectWithLogin(ctx.app);
    expect((await post(ctx.app, 'logout-all/', undefined, { headers: other.headers })).statusCode).toBe(204);
    expect((await profile(other.headers)).json()).toEqual(INVALID);
    expect(
      (await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(other.refresh_token) })).statusCode,
    ).toBe(401);
  });

  it('ends sessions of a user who gets blocked', async () => {
    const user = await injectWithLogin(ctx.app);
    await ctx.app.repositories.users.update(user.id, { blocked: true });
    expect((await profile(user.headers)).statusCode).toBe(401);
    expect(
      (await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) })).statusCode,
    ).toBe(401);
  });

  it('changing the password ends other sessions and returns a fresh pair', async () => {
    const user = await injectWithLogin(ctx.app);
    const wrong = await post(
      ctx.app,
      'password/',
      { current_password: 'nope', new_password: 'brand new pass' },
      { headers: user.headers },
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { current_password: ['Your current password is incorrect.'] },
    ]);
    const changed = await post(
      ctx.app,
      'password/',
      { current_password: user.password, new_password: 'brand new pass' },
      { headers: user.headers },
    );
    expect(changed.statusCode).toBe(200);
    const pair = changed.json<{ access_token: string; refresh_token: string }>();
    expect((await profile(user.headers)).statusCode).toBe(401);
    expect((await profile(bearer(pair.access_token))).statusCode).toBe(200);
    expect(
      (await post(ctx.app, 'token/refresh/', undefined, { headers: bearer(user.refresh_token) })).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, 'login/', { email: user.email, password: 'brand new pass' })).statusCode,
    ).toBe(200);
  });
});

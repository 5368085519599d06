import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '../../../../../src/services/auth/auth-messages.js';
import {
  bearer,
  createUser,
  lastLinkToken,
  mailsTo,
  post,
  uniqueEmail,
} from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('password reset and access restore', () => {
  const ctx = useTestApp();
  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/', headers: bearer(token) });

  it('answers identically for known and unknown emails', async () => {
    const user = await createUser(ctx.app);
    for (const [url, detail] of [
      ['password-reset/', AUTH_DETAIL.resetSent],
      ['access-restore/', AUTH_DETAIL.restoreSent],
    ] as const) {
      const known = await post(ctx.app, url, { email: user.email });
      const unknown = await post(ctx.app, url, { email: uniqueEmail('ghost') });
      expect([known.statusCode, known.body]).toEqual([200, JSON.stringify({ detail })]);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    }
    expect(await mailsTo(ctx.app, user.email)).toHaveLength(2);
  });

  it('resets the password once with the mailed link and ends every session', async () => {
    const user = await createUser(ctx.app);
    const login = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    const { access_token } = login.json<{ access_token: string }>();
    await post(ctx.app, 'password-reset/', { email: user.email });
    const token = await lastLinkToken(ctx.app, user.email, '/reset');

    const done = await post(ctx.app, 'password-reset/confirm/', { token, password: 'a new password' });
    expect([done.statusCode, done.json()]).toEqual([200, { detail: AUTH_DETAIL.passwordReset }]);
    expect((await profile(access_token)).statusCode).toBe(401);
    expect(
      (await post(ctx.app, 'login/', { email: user.email, password: 'a new password' })).statusCode,
    ).toBe(200);
    const again = await post(ctx.app, 'password-reset/confirm/', { token, password: 'another password' });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { detail: 'This link is invalid or has expired.' },
    ]);
  });

  it('does not accept a reset link for another purpose, nor an expired one', async () => {
    const user = await createUser(ctx.app);
    await post(ctx.app, 'access-restore/', { email: user.email });
    const restore = await lastLinkToken(ctx.app, user.email, '/access-restore');
    expect(
      (await post(ctx.app, 'password-reset/confirm/', { token: restore, password: 'whatever12' })).statusCode,
    ).toBe(400);

    await post(ctx.app, 'password-reset/', { email: user.email });
    const reset = await lastLinkToken(ctx.app, user.email, '/reset');
    await ctx.app.db.updateTable('one_time_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(
      (await post(ctx.app, 'password-reset/confirm/', { token: reset, password: 'whatever12' })).statusCode,
    ).toBe(400);
  });

  it('signs in with an access-restore link, confirming the email; single use', async () => {
    const user = await createUser(ctx.app, { confirmed: false });
    await post(ctx.app, 'access-restore/', { email: user.email });
    const token = await lastLinkToken(ctx.app, user.email, '/access-restore');
    const signedIn = await post(ctx.app, 'access-restore/confirm/', { token });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<{ access_token: string; is_admin: boolean }>();
    expect(body.is_admin).toBe(false);
    expect((await profile(body.access_token)).json()).toMatchObject({
      email: user.email,
      email_confirmed: true,
    });
    expect((await post(ctx.app, 'access-restore/confirm/', { token })).statusCode).toBe(400);
  });

  it("proving an unconfirmed address by a sign-in link ends the registrant's password; the owner sets theirs by a reset link", async () => {
    const email = uniqueEmail('victim');
    await post(ctx.app, 'register/', { full_name: 'Squatter', email, password: 'squatter pass' });
    await post(ctx.app, 'access-restore/', { email });
    const token = await lastLinkToken(ctx.app, email, '/access-restore');
    const owner = await post(ctx.app, 'access-restore/confirm/', { token });
    expect(owner.statusCode).toBe(200);
    const { access_token } = owner.json<{ access_token: string }>();

    expect((await post(ctx.app, 'login/', { email, password: 'squatter pass' })).statusCode).toBe(401);
    expect((await profile(access_token)).json()).toMatchObject({ email, email_confirmed: true });
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/password/',
      headers: bearer(access_token),
      payload: { current_password: 'squatter pass', new_password: 'owner password' },
    });
    expect([change.statusCode, change.json()]).toEqual([
      400,
      { current_password: [AUTH_DETAIL.noPasswordYet] },
    ]);
    // The owner chooses a password of their own through the reset link; it signs in.
    await post(ctx.app, 'password-reset/', { email });
    const reset = await lastLinkToken(ctx.app, email, '/reset');
    await post(ctx.app, 'password-reset/confirm/', { token: reset, password: 'owner password' });
    expect((await post(ctx.app, 'login/', { email, password: 'owner password' })).statusCode).toBe(200);
  });

  it('keeps the password of a confirmed account signed in by link', async () => {
    const user = await createUser(ctx.app);
    const before = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    await post(ctx.app, 'access-restore/', { email: user.email });
    const token = await lastLinkToken(ctx.app, user.email, '/access-restore');
    expect((await post(ctx.app, 'access-restore/confirm/', { token })).statusCode).toBe(200);
    expect((await post(ctx.app, 'login/', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await profile(before.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it('sends nothing to a blocked account', async () => {
    const user = await createUser(ctx.app, { blocked: true });
    expect((await post(ctx.app, 'access-restore/', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(ctx.app, user.email)).toHaveLength(0);
  });
});

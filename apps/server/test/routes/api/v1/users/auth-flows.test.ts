import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '../../../../../src/services/auth/auth-messages.js';
import {
  createUser,
  lastLinkToken,
  mailsTo,
  PASSWORD,
  post,
  uniqueEmail,
} from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('register, confirm, login', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://ink.example' } });

  it('registers, mails a confirmation link, confirms once, then logs in', async () => {
    const email = uniqueEmail();
    const registered = await post(ctx.app, 'register/', {
      full_name: 'Ada',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ detail: AUTH_DETAIL.registered });
    const [mail] = await mailsTo(ctx.app, email);
    expect(mail?.text).toContain('https://ink.example/confirm-email?token=');
    expect(mail?.subject).toContain('Inkwell');
    expect(mail?.html).toContain('<a href="https://ink.example/confirm-email?token=');

    const unconfirmed = await post(ctx.app, 'login/', { email, password: PASSWORD });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toEqual({ detail: AUTH_DETAIL.unconfirmed });
    expect(await mailsTo(ctx.app, email)).toHaveLength(2); // a new link was sent

    const token = await lastLinkToken(ctx.app, email);
    const confirmed = await post(ctx.app, 'confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ detail: AUTH_DETAIL.emailConfirmed });
    const reused = await post(ctx.app, 'confirm-email/', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'This link is invalid or has expired.' });

    const login = await post(
      ctx.app,
      'login/',
      { email, password: PASSWORD },
      { remoteAddress: '198.51.100.4' },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      is_admin: false,
    });
    const row = await ctx.app.repositories.users.findByEmail(email);
    expect(row?.last_login_ip).toBe('198.51.100.4');
    expect(row?.registration_ip).toMatch(/^10\./);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const user = await createUser(ctx.app);
    const wrong = await post(ctx.app, 'login/', { email: user.email, password: 'not the password' });
    const unknown = await post(ctx.app, 'login/', {
      email: uniqueEmail('nobody'),
      password: 'not the password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid email or password.' });
    }
  });

  it('refuses a blocked account', async () => {
    const user = await createUser(ctx.app, { blocked: true });
    const response = await post(ctx.app, 'login/', { email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This account is blocked. Please contact support.' });
  });

  it('gives an existing email the same answer on register and mails the owner a notice', async () => {
    const user = await createUser(ctx.app);
    const known = await post(ctx.app, 'register/', {
      full_name: 'Eve',
      email: user.email,
      password: 'whatever123',
    });
    const fresh = await post(ctx.app, 'register/', {
      full_name: 'Eve',
      email: uniqueEmail(),
      password: 'whatever123',
    });
    expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
    const mails = await mailsTo(ctx.app, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Inkwell: You already have an account']);
    expect((await ctx.app.repositories.users.findByEmail(user.email))?.full_name).toBe('Test User');
  });

  it('does not record IPs when record_ips is off', async () => {
    await ctx.app.db
      .updateTable('app_settings')
      .set({ value: 'false' })
      .where('key', '=', 'record_ips')
      .execute();
    const email = uniqueEmail();
    await post(ctx.app, 'register/', { full_name: 'Ip', email, password: PASSWORD });
    expect((await ctx.app.repositories.users.findByEmail(email))?.registration_ip).toBeNull();
    await ctx.app.db
      .updateTable('app_settings')
      .set({ value: 'true' })
      .where('key', '=', 'record_ips')
      .execute();
  });

  it('resends a confirmation only to unconfirmed accounts, with one answer for all', async () => {
    const unconfirmed = await createUser(ctx.app, { confirmed: false });
    const confirmed = await createUser(ctx.app);
    const answers = await Promise.all(
      [unconfirmed.email, confirmed.email, uniqueEmail()].map((email) =>
        post(ctx.app, 'confirm-email/resend/', { email }),
      ),
    );
    for (const answer of answers)
      expect([answer.statusCode, answer.json()]).toEqual([200, { detail: AUTH_DETAIL.resendSent }]);
    expect(await mailsTo(ctx.app, unconfirmed.email)).toHaveLength(1);
    expect(await mailsTo(ctx.app, confirmed.email)).toHaveLength(0);
  });

  it('rejects an expired confirmation link', async () => {
    const user = await createUser(ctx.app, { confirmed: false });
    await post(ctx.app, 'confirm-email/resend/', { email: user.email });
    const token = await lastLinkToken(ctx.app, user.email);
    await ctx.app.db.updateTable('one_time_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const response = await post(ctx.app, 'confirm-email/', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'This link is invalid or has expired.' });
  });

  it('rejects a malformed link token with a field error', async () => {
    const response = await post(ctx.app, 'confirm-email/', { token: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: ['This link is invalid.'] });
  });
});

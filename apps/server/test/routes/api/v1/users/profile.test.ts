import { describe, expect, it } from 'vitest';
import { injectWithLogin, lastLinkToken, mailsTo, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('profile, email change, export, deletion', () => {
  const ctx = useTestApp();
  const request = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api/v1/users/${url}`, headers, ...(payload ? { payload } : {}) });

  it('returns the profile', async () => {
    const user = await injectWithLogin(ctx.app);
    const response = await request('GET', 'profile/', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      full_name: 'Test User',
      email: user.email,
      pending_email: null,
      avatar: null,
      plan: 'TRIAL PLAN',
      role: 'user',
      is_admin: false,
      email_confirmed: true,
      date_joined: expect.any(String),
    });
  });

  it('renames without a password; an email change needs it and a confirmation of the new address', async () => {
    const user = await injectWithLogin(ctx.app);
    const renamed = await request('PATCH', 'profile/', user.headers, {
      full_name: 'New Name',
      email: user.email,
    });
    expect(renamed.json()).toMatchObject({ full_name: 'New Name', email: user.email });

    const newEmail = uniqueEmail('moved');
    const missing = await request('PATCH', 'profile/', user.headers, {
      full_name: 'New Name',
      email: newEmail,
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { current_password: ['Please enter your current password.'] },
    ]);
    const wrong = await request('PATCH', 'profile/', user.headers, {
      full_name: 'X',
      email: newEmail,
      current_password: 'nope',
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { current_password: ['Your current password is incorrect.'] },
    ]);

    const changed = await request('PATCH', 'profile/', user.headers, {
      full_name: 'New Name',
      email: newEmail,
      current_password: user.password,
    });
    expect(changed.json()).toMatchObject({ email: user.email, pending_email: newEmail });
    const token = await lastLinkToken(ctx.app, newEmail, '/confirm-email');
    const confirmed = await post(ctx.app, 'confirm-email/', { token });
    expect(confirmed.json()).toEqual({ detail: 'Your new email address is confirmed.' });
    expect((await request('GET', 'profile/', user.headers)).json()).toMatchObject({
      email: newEmail,
      pending_email: null,
    });
  });

  it('applies a change-email link to the address it was mailed to only, and ends it when another change is asked for', async () => {
    const user = await injectWithLogin(ctx.app);
    const change = (email: string) =>
      request('PATCH', 'profile/', user.headers, {
        full_name: 'Test User',
        email,
        current_password: user.password,
      });
    const mine = uniqueEmail('me2');
    const victim = uniqueEmail('ceo');
    await change(mine);
    const first = await lastLinkToken(ctx.app, mine, '/confirm-email');
    expect((await change(victim)).json()).toMatchObject({ pending_email: victim });

    const followed = await post(ctx.app, 'confirm-email/', { token: first });
    expect([followed.statusCode, followed.json()]).toEqual([
      400,
      { detail: 'This link is invalid or has expired.' },
    ]);
    expect((await request('GET', 'profile/', user.headers)).json()).toMatchObject({
      email: user.email,
      pending_email: victim,
      email_confirmed: true,
    });
    await post(ctx.app, 'password-reset/', { email: user.email });
    const oldAddressReset = await lastLinkToken(ctx.app, user.email, '/reset');
    const second = await lastLinkToken(ctx.app, victim, '/confirm-email');
    expect((await post(ctx.app, 'confirm-email/', { token: second })).statusCode).toBe(200);
    expect((await request('GET', 'profile/', user.headers)).json()).toMatchObject({
      email: victim,
      pending_email: null,
    });
    // A link mailed to the former address no longer acts on the account.
    const reset = { token: oldAddressReset, password: 'taken over' };
    expect((await post(ctx.app, 'password-reset/confirm/', reset)).statusCode).toBe(400);
  });

  it('mails a notice instead of a link when the new email is taken', async () => {
    const owner = await injectWithLogin(ctx.app);
    const user = await injectWithLogin(ctx.app);
    const response = await request('PATCH', 'profile/', user.headers, {
      full_name: 'Taker',
      email: owner.email,
      current_password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const mails = await mailsTo(ctx.app, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Inkwell: You already have an account']);
  });

  it('exports the user data as an attachment', async () => {
    const user = await injectWithLogin(ctx.app);
    const response = await request('GET', 'export/', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="inkwell-export.json"');
    expect(response.json()).toMatchObject({ profile: { email: user.email }, support_requests: [] });
  });

  it('deletes the account after checking the password', async () => {
    const user = await injectWithLogin(ctx.app);
    const wrong = await request('DELETE', 'account/', user.headers, { password: 'wrong' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { password: ['Your password is incorrect.'] }]);
    expect((await request('DELETE', 'account/', user.headers, { password: user.password })).statusCode).toBe(
      204,
    );
    expect((await request('GET', 'profile/', user.headers)).statusCode).toBe(401);
    expect((await post(ctx.app, 'login/', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
  });
});

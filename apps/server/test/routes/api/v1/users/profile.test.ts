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

import { ZAdminUserDetailSchema, ZAdminUsersResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, lastLinkToken, mailsTo, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall, auditOf } from './admin-fixture.js';

describe('admin/users/: find, read, edit, adjust, invite', () => {
  const ctx = useTestApp();

  it('lists accounts with search, filters and sort; reads one in full', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const tag = `zed${Date.now()}`;
    const first = await injectWithLogin(ctx.app, { email: `${tag}-a@example.com` });
    await injectWithLogin(ctx.app, { email: `${tag}-b@example.com`, blocked: false });
    await ctx.app.repositories.users.update(first.id, { blocked: true, full_name: 'Zed Blocked' });
    const list = async (query: string) =>
      ZAdminUsersResponseSchema.parse((await adminCall(ctx.app, admin, 'GET', `users/?${query}`)).json());
    const found = await list(`search=${tag}&sort=email`);
    expect(found.results.map((u) => u.email)).toEqual([`${tag}-a@example.com`, `${tag}-b@example.com`]);
    expect((await list(`search=${tag}&blocked=true`)).results.map((u) => u.full_name)).toEqual([
      'Zed Blocked',
    ]);
    expect((await list(`search=${tag}&role=admin`)).count).toBe(0);
    expect((await list('role=admin')).results.every((u) => u.role === 'admin')).toBe(true);
    expect(found.plans).toContain('TRIAL PLAN');
    const bad = await adminCall(ctx.app, admin, 'GET', 'users/?blocked=maybe&sort=age');
    expect(Object.keys(bad.json()).sort()).toEqual(['blocked', 'sort']);

    const detail = ZAdminUserDetailSchema.parse(
      (await adminCall(ctx.app, admin, 'GET', `users/${first.id}/`)).json(),
    );
    expect(detail).toMatchObject({ id: first.id, blocked: true, is_self: false, plan: 'TRIAL PLAN' });
    expect(detail.usage).toHaveLength(30);
    expect(detail.balances.chatbots_tokens).toBeGreaterThan(0);
    const missing = await adminCall(ctx.app, admin, 'GET', 'users/99999999/');
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'User not found.' }]);
  });

  it('edits name, email, role and confirmation, and audits what changed', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const email = uniqueEmail('renamed');
    const response = await adminCall(ctx.app, admin, 'PATCH', `users/${user.id}/`, {
      full_name: 'Renamed Person',
      email: email.toUpperCase(),
      confirmed: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Renamed Person', email, confirmed: false });
    expect(await auditOf(ctx.app, 'user', user.id)).toEqual([
      {
        admin_id: admin.id,
        action: 'user.update',
        before: { full_name: 'Test User', email: user.email, confirmed: true },
        after: { full_name: 'Renamed Person', email, confirmed: false },
      },
    ]);
    const taken = await adminCall(ctx.app, admin, 'PATCH', `users/${user.id}/`, { email: admin.email });
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      { email: ['Another account already uses this email.'] },
    ]);
    const nothing = await adminCall(ctx.app, admin, 'PATCH', `users/${user.id}/`, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('blocking ends the user’s sessions at once; an admin cannot block themself', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const profile = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/', headers: user.headers });
    expect((await profile()).statusCode).toBe(200);
    const blocked = await adminCall(ctx.app, admin, 'PATCH', `users/${user.id}/`, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect((await profile()).statusCode).toBe(401);
    const refresh = await post(ctx.app, 'token/refresh/', undefined, {
      headers: { authorization: `Bearer ${user.refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(403);

    const self = await adminCall(ctx.app, admin, 'PATCH', `users/${admin.id}/`, { blocked: true });
    expect([self.statusCode, self.json()]).toEqual([409, { detail: 'You cannot block yourself.' }]);
  });

  it('the last admin cannot be demoted or blocked, nor delete their account', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    // Every other admin of this database becomes a user, so `admin` is the last one.
    await ctx.app.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '!=', admin.id)
      .where('role', '=', 'admin')
      .execute();
    const demote = await adminCall(ctx.app, admin, 'PATCH', `users/${admin.id}/`, { role: 'user' });
    expect([demote.statusCode, demote.json()]).toEqual([
      409,
      { detail: 'This is the last administrator: make someone else an admin first.' },
    ]);
    expect((await ctx.app.repositories.users.findById(admin.id))?.role).toBe('admin');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/account/',
      headers: admin.headers,
      payload: { password: admin.password },
    });
    expect([deleted.statusCode, deleted.json()]).toEqual([
      409,
      { detail: 'You are the last administrator: make someone else an admin before deleting your account.' },
    ]);
    // With a second admin, the first may step down.
    const other = await injectWithLogin(ctx.app);
    await adminCall(ctx.app, admin, 'PATCH', `users/${other.id}/`, { role: 'admin' });
    expect(
      (await adminCall(ctx.app, admin, 'PATCH', `users/${admin.id}/`, { role: 'user' })).statusCode,
    ).toBe(200);
    const lastOne = await adminCall(ctx.app, other, 'PATCH', `users/${other.id}/`, { role: 'user' });
    expect(lastOne.statusCode).toBe(409);
  });

  it('adjusts a balance up or down with a reason, never below zero, and the user sees it', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    await ctx.app.balances.ensureAccount(user.id);
    const start = (await storedBalances(ctx.app, user.id)).ai_image_tokens;
    const url = `users/${user.id}/balance-adjustments/`;
    const added = await adminCall(ctx.app, admin, 'POST', url, {
      capability: 'ai_image_tokens',
      delta: 7,
      reason: 'Apology for downtime',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().balances.ai_image_tokens).toBe(start + 7);
    const tooMuch = await adminCall(ctx.app, admin, 'POST', url, {
      capability: 'ai_image_tokens',
      delta: -(start + 8),
      reason: 'Abuse',
    });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([
      400,
      { delta: [`A balance cannot go below zero: the user has ${start + 7} AI images.`] },
    ]);
    const taken = await adminCall(ctx.app, admin, 'POST', url, {
      capability: 'ai_image_tokens',
      delta: -(start + 7),
      reason: 'Abuse',
    });
    expect(taken.json().balances.ai_image_tokens).toBe(0);
    const noReason = await adminCall(ctx.app, admin, 'POST', url, {
      capability: 'ai_image_tokens',
      delta: 1,
      reason: ' ',
    });
    expect(noReason.json()).toEqual({ reason: ['Say why (at least 3 characters).'] });

    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/balance/',
      headers: user.headers,
    });
    expect(seen.json().balances.ai_image_tokens).toBe(0);
    const ledger = (await ctx.app.repositories.balances.findLatestLedger(user.id, 2)).map((row) => [
      row.reason,
      row.delta,
      row.reference,
    ]);
    expect(ledger).toEqual([
      ['admin_adjustment', -(start + 7), 'Abuse'],
      ['admin_adjustment', 7, 'Apology for downtime'],
    ]);
    expect((await auditOf(ctx.app, 'user', user.id)).map((row) => row.after)).toEqual([
      { ai_image_tokens: start + 7, reason: 'Apology for downtime' },
      { ai_image_tokens: 0, reason: 'Abuse' },
    ]);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('sends a password-reset link: the admin never sees the password', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const response = await adminCall(ctx.app, admin, 'POST', `users/${user.id}/password-reset/`);
    expect(response.json()).toEqual({ detail: `A password-reset link has been sent to ${user.email}.` });
    const token = await lastLinkToken(ctx.app, user.email, '/reset');
    expect(
      (await post(ctx.app, 'password-reset/confirm/', { token, password: 'chosen by the user' })).statusCode,
    ).toBe(200);
    expect((await auditOf(ctx.app, 'user', user.id)).map((row) => row.action)).toEqual([
      'user.password_reset_link',
    ]);
  });

  it('creates a confirmed account whose invitation link sets a password and signs in', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const email = uniqueEmail('invited');
    const balances = {
      chatbots_tokens: 100,
      code_generation_tokens: 0,
      ai_image_tokens: 2,
      speech_to_text_tokens: 0,
      speech_duration_limit: 5,
      text_to_speech_tokens: 0,
      text_character_length_limit: 900,
      template_generation_tokens: 0,
      support_request_sent: 1,
    };
    const created = await adminCall(ctx.app, admin, 'POST', 'users/', {
      full_name: 'Invited Person',
      email,
      balances,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, detail } = created.json<{ id: number; detail: string }>();
    expect(detail).toBe(
      `The account is ready: an invitation to choose a password has been sent to ${email}.`,
    );
    expect(await storedBalances(ctx.app, id)).toEqual(balances);
    const [mail] = await mailsTo(ctx.app, email);
    expect(mail?.subject).toContain('Your account is ready');
    expect((await post(ctx.app, 'login/', { email, password: 'a password of mine' })).statusCode).toBe(401);
    const token = await lastLinkToken(ctx.app, email, '/reset');
    expect(
      (await post(ctx.app, 'password-reset/confirm/', { token, password: 'a password of mine' })).statusCode,
    ).toBe(200);
    const login = await post(ctx.app, 'login/', { email, password: 'a password of mine' });
    expect([login.statusCode, login.json().is_admin]).toEqual([200, false]);
    const again = await adminCall(ctx.app, admin, 'POST', 'users/', { full_name: 'Twice', email });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { email: ['Another account already uses this email.'] },
    ]);
    expect((await auditOf(ctx.app, 'user', id)).map((row) => row.action)).toEqual(['user.create']);
    await expectLedgerMatchesBalances(ctx.app, id);
  });
});

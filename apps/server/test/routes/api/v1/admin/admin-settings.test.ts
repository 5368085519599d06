import { ZAuditLogResponseSchema, ZDisplaySettingsSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall } from './admin-fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('admin/settings/date/, admin/settings/ip/ and admin/audit-log/', () => {
  const ctx = useTestApp();

  it('the date settings change what static/settings reports at once, and are validated', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const display = async () =>
      ZDisplaySettingsSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/static/settings' })).json(),
      );
    expect((await display()).date).toEqual({
      date_format: 'MMM d, yyyy',
      time_format: '12h',
      time_zone: null,
    });
    const chosen = { date_format: 'dd.MM.yyyy', time_format: '24h', time_zone: 'Europe/Berlin' };
    const saved = await adminCall(ctx.app, admin, 'PUT', 'settings/date/', chosen);
    expect([saved.statusCode, saved.json()]).toEqual([200, chosen]);
    expect((await display()).date).toEqual(chosen);
    expect((await adminCall(ctx.app, admin, 'GET', 'settings/date/')).json()).toEqual(chosen);
    const bad = await adminCall(ctx.app, admin, 'PUT', 'settings/date/', {
      ...chosen,
      date_format: 'yy',
      time_zone: 'Mars/Olympus',
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { date_format: ['Pick one of the formats.'], time_zone: ['Pick a time zone such as Europe/Berlin.'] },
    ]);
    expect((await display()).date).toEqual(chosen);
    await adminCall(ctx.app, admin, 'PUT', 'settings/date/', { ...chosen, time_zone: null });
  });

  it('with IPs off nothing new is recorded; with them hidden the users pages show none', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const put = (body: object) => adminCall(ctx.app, admin, 'PUT', 'settings/ip/', body);
    expect((await adminCall(ctx.app, admin, 'GET', 'settings/ip/')).json()).toEqual({
      record_ips: true,
      show_ips: true,
      retention_days: 365,
    });

    expect((await put({ record_ips: false, show_ips: true, retention_days: 30 })).statusCode).toBe(200);
    const email = uniqueEmail('no-ip');
    await post(
      ctx.app,
      'register/',
      { full_name: 'No IP', email, password: 'correct horse battery' },
      { remoteAddress: '203.0.113.9' },
    );
    const registered = await ctx.app.repositories.users.findByEmail(email);
    expect(registered?.registration_ip).toBeNull();
    const user = await injectWithLogin(ctx.app);
    expect((await ctx.app.repositories.users.findById(user.id))?.last_login_ip).toBeNull();
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      remoteAddress: '203.0.113.10',
      payload: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Hello there',
        message: 'A question about plans.',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const request = await ctx.app.db
      .selectFrom('support_requests')
      .select('ip')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(request.ip).toBeNull();

    await put({ record_ips: true, show_ips: false, retention_days: 30 });
    const recorded = await injectWithLogin(ctx.app);
    expect((await ctx.app.repositories.users.findById(recorded.id))?.last_login_ip).not.toBeNull();
    const listed = (
      await adminCall(ctx.app, admin, 'GET', `users/?search=${encodeURIComponent(recorded.email)}`)
    ).json();
    expect([listed.show_ips, listed.results[0].last_login_ip]).toEqual([false, null]);
    const csv = (
      await adminCall(ctx.app, admin, 'GET', `users/export/?search=${encodeURIComponent(recorded.email)}`)
    ).body;
    expect(csv.split('\r\n')[0]).not.toContain('ip');
    await put({ record_ips: true, show_ips: true, retention_days: 365 });
    const shown = (
      await adminCall(ctx.app, admin, 'GET', `users/?search=${encodeURIComponent(recorded.email)}`)
    ).json();
    expect(shown.results[0].last_login_ip).not.toBeNull();
    expect((await put({ record_ips: 'yes', show_ips: true, retention_days: -1 })).json()).toEqual({
      record_ips: ['Use true or false.'],
      retention_days: ['Use 0 (keep) or more.'],
    });
  });

  it('the retention job erases IPs older than the retention, and keeps them all with 0 days', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const old = await injectWithLogin(ctx.app);
    const recent = await injectWithLogin(ctx.app);
    const longAgo = new Date(Date.now() - 40 * DAY_MS).toISOString();
    await ctx.app.repositories.users.update(old.id, {
      registration_ip: '198.51.100.1',
      last_login_ip: '198.51.100.2',
      created_at: longAgo,
      last_login_at: longAgo,
    });
    await ctx.app.repositories.users.update(recent.id, { registration_ip: '198.51.100.3' });
    await adminCall(ctx.app, admin, 'PUT', 'settings/ip/', {
      record_ips: true,
      show_ips: true,
      retention_days: 0,
    });
    expect(await ctx.app.ipRetention.sweep()).toBe(0);
    await adminCall(ctx.app, admin, 'PUT', 'settings/ip/', {
      record_ips: true,
      show_ips: true,
      retention_days: 30,
    });
    expect(await ctx.app.ipRetention.sweep()).toBeGreaterThanOrEqual(2);
    const [gone, kept] = await Promise.all(
      [old.id, recent.id].map((id) => ctx.app.repositories.users.findById(id)),
    );
    expect([gone?.registration_ip, gone?.last_login_ip]).toEqual([null, null]);
    expect([kept?.registration_ip, kept?.last_login_ip]).toEqual(['198.51.100.3', expect.any(String)]);
    await adminCall(ctx.app, admin, 'PUT', 'settings/ip/', {
      record_ips: true,
      show_ips: true,
      retention_days: 365,
    });
  });

  it('the audit log lists every action with who, what and when, filtered', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const other = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    await adminCall(ctx.app, admin, 'PUT', 'settings/date/', {
      date_format: 'yyyy-MM-dd',
      time_format: '24h',
      time_zone: null,
    });
    await adminCall(ctx.app, other, 'PATCH', `users/${user.id}/`, { full_name: 'Audited Name' });
    const log = async (query: string) =>
      ZAuditLogResponseSchema.parse((await adminCall(ctx.app, admin, 'GET', `audit-log/?${query}`)).json());
    const mine = await log(`admin_id=${admin.id}`);
    expect(mine.results.map((entry) => entry.action)).toEqual(['settings.date']);
    expect(mine.results[0]).toMatchObject({
      admin: { id: admin.id, email: admin.email },
      target_type: 'settings',
      after: { date_format: 'yyyy-MM-dd' },
    });
    const edits = await log(`action=user.update&target_type=user&target_id=${user.id}`);
    expect(edits.results.map((entry) => [entry.admin?.id, entry.before, entry.after])).toEqual([
      [other.id, { full_name: 'Test User' }, { full_name: 'Audited Name' }],
    ]);
    expect(mine.admins.map((a) => a.id)).toEqual(expect.arrayContaining([admin.id, other.id]));
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`admin_id=${other.id}&from=${today}&to=${today}`)).count).toBe(1);
    expect((await log(`admin_id=${other.id}&to=2001-01-01`)).count).toBe(0);
    expect((await adminCall(ctx.app, admin, 'GET', 'audit-log/?action=user.delete')).statusCode).toBe(400);
  });

  it('audits the earlier settings pages too, never with a secret', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const trial = (await adminCall(ctx.app, admin, 'GET', 'trial-balances/')).json();
    await adminCall(ctx.app, admin, 'PUT', 'trial-balances/', {
      ...trial,
      ai_image_tokens: trial.ai_image_tokens + 1,
    });
    const provider = await adminCall(ctx.app, admin, 'POST', 'ai-settings/providers/', {
      name: 'Local vLLM',
      base_url: 'http://127.0.0.1:9/v1',
      api_key: 'sk-very-secret-key-123456',
    });
    expect(provider.statusCode, provider.body).toBe(201);
    const log = await adminCall(ctx.app, admin, 'GET', `audit-log/?admin_id=${admin.id}`);
    const entries = ZAuditLogResponseSchema.parse(log.json()).results;
    expect(entries.map((entry) => entry.action)).toEqual(['settings.ai', 'settings.trial_balances']);
    expect(entries[1]?.after).toMatchObject({ ai_image_tokens: trial.ai_image_tokens + 1 });
    expect(entries[1]?.before).toMatchObject({ ai_image_tokens: trial.ai_image_tokens });
    expect(log.body).not.toContain('sk-very-secret');
    await adminCall(ctx.app, admin, 'PUT', 'trial-balances/', trial);
  });
});

import { MAIL_NOT_WAITING_DETAIL, MAIL_RETRY_DETAIL, ZMailDeliverySchema } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectWithLogin,
  PASSWORD,
  post,
  uniqueEmail,
  type TLoggedIn,
} from '../../../../helpers/accounts.js';
import { buildTestApp, useTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { startSmtpCatcher } from '../../../../helpers/smtp-catcher.js';
import { adminCall } from './admin-fixture.js';

describe('admin/mail/: the mail not sent yet, for admins', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let ctx: TTestApp;
  let admin: TLoggedIn;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // The first retry is a minute away: the mails stay waiting until an admin retries one.
    ctx = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_FIRST_SECONDS: '60' } });
    admin = await injectWithLogin(ctx.app, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const delivery = async () => {
    const response = await adminCall(ctx.app, admin, 'GET', 'mail/');
    expect(response.statusCode, response.body).toBe(200);
    return ZMailDeliverySchema.parse(response.json());
  };

  it('lists what SMTP refused, with recipient, attempts and error but never the body', async () => {
    expect(await delivery()).toMatchObject({
      smtp_configured: true,
      waiting: 0,
      failing: 0,
      oldest_at: null,
    });
    smtp.refuse(true);
    const emails = [uniqueEmail('first'), uniqueEmail('second')];
    for (const email of emails)
      await post(ctx.app, 'register/', { full_name: 'Waiting', email, password: PASSWORD });
    await ctx.app.mailer.idle();

    const response = await adminCall(ctx.app, admin, 'GET', 'mail/');
    expect(response.body).not.toContain('token=');
    const backlog = await delivery();
    expect(backlog).toMatchObject({ waiting: 2, failing: 2, given_up: 0 });
    expect(backlog.unsent.map((mail) => mail.to)).toEqual(emails);
    expect(backlog.unsent[0]).toMatchObject({ subject: 'Inkwell: Confirm your email address', attempts: 1 });
    expect(backlog.unsent[0]?.error).toMatch(/try again later/);
    expect(backlog.oldest_at).toBe(backlog.unsent[0]?.created_at);
    expect(Date.parse(backlog.unsent[0]!.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(await ctx.app.repositories.mail.backlog()).toEqual({
      waiting: 2,
      failing: 2,
      oldestAt: backlog.oldest_at,
    });

    smtp.refuse(false);
    const [first] = backlog.unsent;
    const retried = await adminCall(ctx.app, admin, 'POST', `mail/${first!.id}/retry/`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toEqual({ detail: MAIL_RETRY_DETAIL });
    await expect.poll(() => smtp.to(emails[0]!).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await delivery()).waiting, { timeout: 10_000 }).toBe(1);
    expect((await delivery()).unsent.map((mail) => mail.to)).toEqual([emails[1]]);

    const again = await adminCall(ctx.app, admin, 'POST', `mail/${first!.id}/retry/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: MAIL_NOT_WAITING_DETAIL });
    const bad = await adminCall(ctx.app, admin, 'POST', 'mail/abc/retry/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Mail id must be a number.'] });
  });

  it('is for admins only', async () => {
    const user = await injectWithLogin(ctx.app);
    expect((await adminCall(ctx.app, user, 'GET', 'mail/')).statusCode).toBe(403);
    expect((await adminCall(ctx.app, user, 'POST', 'mail/1/retry/')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/mail/' })).statusCode).toBe(401);
  });
});

describe('admin/mail/ without SMTP', () => {
  const ctx = useTestApp();

  it('says mail is only logged, and lists nothing to retry', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    await post(ctx.app, 'register/', {
      full_name: 'Logged',
      email: uniqueEmail('logged'),
      password: PASSWORD,
    });
    await ctx.app.mailer.idle();
    const response = await adminCall(ctx.app, admin, 'GET', 'mail/');
    expect(ZMailDeliverySchema.parse(response.json())).toMatchObject({
      smtp_configured: false,
      waiting: 0,
      unsent: [],
    });
  });
});

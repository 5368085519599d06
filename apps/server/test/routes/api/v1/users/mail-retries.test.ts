import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINK_EXPIRED_ERROR } from '../../../../../src/providers/mail/mail-delivery.js';
import {
  injectWithLogin,
  mailsTo,
  PASSWORD,
  post,
  TEST_JWT_SECRET,
  uniqueEmail,
} from '../../../../helpers/accounts.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { VALID_CONTACT } from '../../../../helpers/forms.js';
import { startSmtpCatcher } from '../../../../helpers/smtp-catcher.js';

type TSmtp = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** Retries a second apart, so a test waits for one without sleeping long; one secret for apps sharing a database. */
const RETRY_ENV = { MAIL_RETRY_FIRST_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '1', JWT_SECRET: TEST_JWT_SECRET };
const POLL = { timeout: 15_000, interval: 100 };

const appOn = (smtp: TSmtp, sameDatabaseAs?: TTestApp) =>
  buildTestApp({ env: { SMTP_URL: smtp.url, ...RETRY_ENV }, sameDatabaseAs });

/** The token in the last message `smtp` received for `to`, once one has arrived. */
async function arrivedToken(smtp: TSmtp, to: string, path: string): Promise<string> {
  await expect.poll(() => smtp.to(to).length, POLL).toBeGreaterThan(0);
  return smtp.lastToken(to, path);
}

describe('mail that SMTP refused is kept and retried until sent', () => {
  let smtp: TSmtp;
  let ctx: TTestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await appOn(smtp);
  });
  afterEach(() => smtp.refuse(false));
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('registers while SMTP refuses, and the confirmation link that arrives later works', async () => {
    smtp.refuse(true);
    const email = uniqueEmail('retried');
    const registered = await post(ctx.app, 'register/', { full_name: 'Retried', email, password: PASSWORD });
    expect(registered.statusCode).toBe(201);
    const [row] = await mailsTo(ctx.app, email);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.error).toMatch(/try again later/);
    expect(row?.next_attempt_at).not.toBeNull();

    smtp.refuse(false);
    const token = await arrivedToken(smtp, email, '/confirm-email');
    expect((await post(ctx.app, 'confirm-email/', { token })).statusCode).toBe(200);
    const [sent] = await mailsTo(ctx.app, email);
    expect(sent).toMatchObject({ error: null, next_attempt_at: null });
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.attempts).toBeGreaterThan(1);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('asks for a password reset while SMTP refuses, and the reset link that arrives later works', async () => {
    const user = await injectWithLogin(ctx.app);
    smtp.refuse(true);
    expect((await post(ctx.app, 'password-reset/', { email: user.email })).statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(ctx.app, user.email))[0]?.attempts, POLL).toBeGreaterThan(1);
    expect(smtp.to(user.email)).toHaveLength(0);

    smtp.refuse(false);
    const token = await arrivedToken(smtp, user.email, '/reset');
    const reset = await post(ctx.app, 'password-reset/confirm/', { token, password: 'after the outage' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post(ctx.app, 'login/', { email: user.email, password: 'after the outage' })).statusCode,
    ).toBe(200);
  });

  it("delivers support's reply to a visitor once SMTP accepts again", async () => {
    const email = uniqueEmail('visitor');
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      payload: { ...VALID_CONTACT, email },
    });
    expect(contact.statusCode).toBe(201);
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    smtp.refuse(true);
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/support/${contact.json<{ id: number }>().id}/messages/`,
      headers: admin.headers,
      payload: { message: 'Here is your answer, a little late.' },
    });
    expect(replied.statusCode).toBe(201);
    await ctx.app.mailer.idle();
    expect(smtp.to(email)).toHaveLength(0);

    smtp.refuse(false);
    await expect.poll(() => smtp.to(email).length, POLL).toBe(1);
    expect(smtp.to(email)[0]?.raw).toContain('Here is your answer, a little late.');
  });

  it('gives up a mail whose link expired before SMTP accepted it, and says why', async () => {
    smtp.refuse(true);
    const email = uniqueEmail('expired');
    await post(ctx.app, 'register/', { full_name: 'Expired', email, password: PASSWORD });
    const [row] = await mailsTo(ctx.app, email);
    // The link's 48 hours have gone by while SMTP was refusing.
    await ctx.app.db
      .updateTable('mail_outbox')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row!.id)
      .execute();

    smtp.refuse(false);
    await expect.poll(async () => (await mailsTo(ctx.app, email))[0]?.abandoned_at, POLL).not.toBeNull();
    const [given] = await mailsTo(ctx.app, email);
    expect(given).toMatchObject({ sent_at: null, next_attempt_at: null, error: LINK_EXPIRED_ERROR });
    expect(smtp.to(email)).toHaveLength(0);
  });
});

describe('retries across instances and restarts', () => {
  let smtp: TSmtp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp?.close());

  it('two instances on one database send each retried mail exactly once', async () => {
    const one = await appOn(smtp);
    const two = await appOn(smtp, one);
    try {
      smtp.refuse(true);
      const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`pair${i}`));
      for (const [i, email] of emails.entries()) {
        const app = i % 2 === 0 ? one.app : two.app;
        expect(
          (await post(app, 'register/', { full_name: 'Pair', email, password: PASSWORD })).statusCode,
        ).toBe(201);
      }
      // Both instances retry (each finds every waiting mail): each mail is tried again.
      for (const email of emails)
        await expect.poll(async () => (await mailsTo(one.app, email))[0]?.attempts, POLL).toBeGreaterThan(1);

      smtp.refuse(false);
      for (const email of emails)
        await expect.poll(async () => (await mailsTo(one.app, email))[0]?.sent_at, POLL).not.toBeNull();
      await Promise.all([one.app.mailer.idle(), two.app.mailer.idle()]);
      for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('a restarted instance sends what was left: failed mail, and mail recorded but never tried', async () => {
    smtp.refuse(true);
    const before = await appOn(smtp);
    let after: TTestApp | undefined;
    try {
      const failed = uniqueEmail('failed');
      await post(before.app, 'register/', { full_name: 'Failed', email: failed, password: PASSWORD });
      await mailsTo(before.app, failed);
      // A process that stopped right after recording a mail: its claim on it has run out.
      const untried = uniqueEmail('untried');
      const past = new Date(Date.now() - 1000).toISOString();
      await before.app.repositories.mail.create({
        to: untried,
        subject: 'Recorded, then the process stopped',
        text: 'Sent after the restart.',
        html: '<p>Sent after the restart.</p>',
        created_at: past,
        attempts: 1,
        next_attempt_at: past,
        claimed_until: past,
      });
      await before.app.close(); // the process stops; its database stays

      smtp.refuse(false);
      after = await appOn(smtp, before);
      await expect.poll(() => smtp.to(failed).length, POLL).toBe(1);
      await expect.poll(() => smtp.to(untried).length, POLL).toBe(1);
      expect(smtp.to(untried)[0]?.raw).toContain('Sent after the restart.');
    } finally {
      await after?.close();
      await before.close();
    }
  });
});

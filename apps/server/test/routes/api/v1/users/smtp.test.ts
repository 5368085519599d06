import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { startSmtpCatcher } from '../../../../helpers/smtp-catcher.js';

describe('account mails over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let ctx: TTestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Inkwell <hello@ink.test>' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('delivers confirmation, reset and access-restore links that work', async () => {
    const email = uniqueEmail('smtp');
    expect(
      (await post(ctx.app, 'register/', { full_name: 'Smtp', email, password: PASSWORD })).statusCode,
    ).toBe(201);
    await ctx.app.mailer.idle();
    const [first] = smtp.messages;
    expect(first?.raw).toMatch(/^From: Inkwell <hello@ink\.test>/m);
    expect(first?.raw).toMatch(/Subject: Inkwell: Confirm your email address/);
    const confirm = await post(ctx.app, 'confirm-email/', { token: smtp.lastToken(email, '/confirm-email') });
    expect(confirm.statusCode).toBe(200);

    await post(ctx.app, 'password-reset/', { email });
    await ctx.app.mailer.idle();
    const reset = await post(ctx.app, 'password-reset/confirm/', {
      token: smtp.lastToken(email, '/reset'),
      password: 'reset via smtp',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(ctx.app, 'login/', { email, password: 'reset via smtp' })).statusCode).toBe(200);

    await post(ctx.app, 'access-restore/', { email });
    await ctx.app.mailer.idle();
    const restored = await post(ctx.app, 'access-restore/confirm/', {
      token: smtp.lastToken(email, '/access-restore'),
    });
    expect(restored.statusCode).toBe(200);

    const outbox = await ctx.app.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).execute();
    expect(outbox).toHaveLength(3);
    expect(outbox.every((row) => row.sent_at !== null && row.error === null)).toBe(true);
  });

  it('records a delivery error in the outbox when SMTP is down', async () => {
    const down = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = uniqueEmail('down');
      await post(down.app, 'register/', { full_name: 'Down', email, password: PASSWORD });
      await down.app.mailer.idle();
      const [row] = await down.app.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).execute();
      expect(row?.sent_at).toBeNull();
      expect(row?.error).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});

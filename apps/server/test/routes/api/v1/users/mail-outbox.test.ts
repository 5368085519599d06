import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_BODY } from '../../../../../src/providers/mail/mailer.js';
import {
  createUser,
  lastLinkToken,
  mailsTo,
  PASSWORD,
  post,
  uniqueEmail,
} from '../../../../helpers/accounts.js';
import { buildTestApp, useTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { startSmtpCatcher } from '../../../../helpers/smtp-catcher.js';

const HOUR_MS = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** The app's log as text, as it writes it. */
function captureLog() {
  const log = { text: '' };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.text += chunk.toString('utf8');
      done();
    },
  });
  return { log, stream };
}

describe('mail_outbox keeps a link only while it works', () => {
  const ctx = useTestApp();

  it("blanks a link mail's body once its link has expired, and keeps the record of the mail", async () => {
    const user = await createUser(ctx.app);
    await post(ctx.app, 'password-reset/', { email: user.email });
    await lastLinkToken(ctx.app, user.email, '/reset');
    const registered = uniqueEmail('fresh');
    await post(ctx.app, 'register/', { full_name: 'Fresh', email: registered, password: PASSWORD });
    await post(ctx.app, 'register/', { full_name: 'Again', email: user.email, password: PASSWORD });
    await ctx.app.mailer.idle();

    expect(await ctx.app.mailer.purgeExpired(hoursFromNow(0.5))).toBe(0);
    expect((await mailsTo(ctx.app, user.email))[0]?.text).toContain('/reset?token=');

    await ctx.app.mailer.purgeExpired(hoursFromNow(2));
    const [reset, notice] = await mailsTo(ctx.app, user.email);
    expect(reset).toMatchObject({ subject: 'Inkwell: Reset your password', text: EXPIRED_BODY });
    expect(reset?.html).not.toContain('token=');
    // A notice carries no link: it is kept; the 48-hour confirmation link is still in its mail.
    expect(notice?.text).toContain('Someone tried to register with this email address');
    expect((await mailsTo(ctx.app, registered))[0]?.text).toContain('/confirm-email?token=');

    await ctx.app.mailer.purgeExpired(hoursFromNow(49));
    expect((await mailsTo(ctx.app, registered))[0]?.text).toBe(EXPIRED_BODY);
  });
});

describe('links in the server log', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp?.close());

  async function registerAndReadLog(env: Record<string, string>) {
    const { log, stream } = captureLog();
    const app: TTestApp = await buildTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream: stream });
    try {
      const email = uniqueEmail('logged');
      await post(app.app, 'register/', { full_name: 'Logged', email, password: PASSWORD });
      const token = await lastLinkToken(app.app, email, '/confirm-email');
      return { text: log.text, token };
    } finally {
      await app.close();
    }
  }

  it('are logged only when no SMTP is configured (the first admin confirms from the log)', async () => {
    const withoutSmtp = await registerAndReadLog({});
    expect(withoutSmtp.text).toContain(withoutSmtp.token);
    const withSmtp = await registerAndReadLog({ SMTP_URL: smtp.url });
    expect(smtp.messages.length).toBeGreaterThan(0);
    expect(withSmtp.text).not.toContain(withSmtp.token);
  });
});

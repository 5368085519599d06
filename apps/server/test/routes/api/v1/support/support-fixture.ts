import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { TQuantities } from '@inkwell/contract';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { signedInWithBalance } from '../../../../helpers/balance.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { startSmtpCatcher } from '../../../../helpers/smtp-catcher.js';

/** The app on a real port (multipart through fetch) with a real SMTP catcher; `env` adds to its settings. */
export async function startSupportFixture(env: Record<string, string> = {}) {
  const smtp = await startSmtpCatcher();
  const ctx: TTestApp = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Inkwell <hello@ink.test>',
      CONTACT_RATE_LIMIT_PER_HOUR: '1000',
      ...env,
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    ctx,
    app: ctx.app,
    smtp,
    origin,
    signedIn: (extra: Partial<TQuantities> = {}) => signedInWithBalance(ctx.app, extra),
    /** A JSON (or bodiless) call to /api/v1/<path> as `user` (or nobody). */
    async call(user: TLoggedIn | null, method: string, path: string, body?: unknown) {
      const response = await fetch(`${origin}/api/v1/${path}`, {
        method,
        headers: {
          ...(user?.headers ?? {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const retryAfter = response.headers.get('retry-after');
      return {
        status: response.status,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        body: (text ? JSON.parse(text) : undefined) as any,
        ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
      };
    },
    /** A multipart call: the fields, and files under `attachments`. */
    async send(
      user: TLoggedIn,
      path: string,
      fields: Record<string, string>,
      files: [string, Buffer][] = [],
    ) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      for (const [name, bytes] of files) form.append('attachments', new Blob([bytes]), name);
      const response = await fetch(`${origin}/api/v1/${path}`, {
        method: 'POST',
        headers: user.headers,
        body: form,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const body = (await response.json()) as any;
      const retryAfter = response.headers.get('retry-after');
      // Retry-After only when there is one (a 429), so other answers compare as { status, body }.
      return { status: response.status, body, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) };
    },
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}
export type TSupportFixture = Awaited<ReturnType<typeof startSupportFixture>>;

/** A PNG screenshot of `width`×`height`. */
export const screenshot = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();

export const SUPPORT_REQUEST = {
  subject: 'Invoice for October',
  category: 'billing',
  priority: 'high',
  message: 'Please send me the invoice for my October purchase.',
};

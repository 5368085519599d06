import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { nowIso } from '../../src/lib/time.js';
import { hashPassword } from '../../src/services/auth/passwords.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const PASSWORD = 'correct horse battery';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A POST from a random client IP (so per-IP limits don't leak between tests) unless one is given. */
export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: `/api/v1/users/${url}`,
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? randomIp(),
    ...(payload ? { payload } : {}),
  };
  return app.inject(request);
}

export interface TTestUserOptions {
  email?: string;
  password?: string;
  confirmed?: boolean;
  blocked?: boolean;
  role?: 'user' | 'admin';
}

export async function createUser(app: FastifyInstance, options: TTestUserOptions = {}) {
  const email = options.email ?? uniqueEmail();
  const now = nowIso();
  const id = await app.repositories.users.create({
    full_name: 'Test User',
    email,
    password_hash: await hashPassword(options.password ?? PASSWORD),
    role: options.role ?? 'user',
    blocked: options.blocked ?? false,
    email_confirmed_at: options.confirmed === false ? null : now,
    created_at: now,
    updated_at: now,
  });
  return { id, email, password: options.password ?? PASSWORD };
}

export interface TLoggedIn {
  id: number;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
  headers: { authorization: string };
}

/** A confirmed user, signed in; `headers` authorise requests as them. */
export async function injectWithLogin(
  app: FastifyInstance,
  options: TTestUserOptions = {},
): Promise<TLoggedIn> {
  const user = await createUser(app, { ...options, confirmed: true });
  const response = await post(app, 'login/', { email: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { access_token, refresh_token } = response.json<{ access_token: string; refresh_token: string }>();
  return { ...user, access_token, refresh_token, headers: { authorization: `Bearer ${access_token}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the last link mailed to `to` (waits for background mail first). */
export async function lastLinkToken(app: FastifyInstance, to: string, path?: string): Promise<string> {
  await app.mailer.idle();
  const rows = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const match = /(\/[a-z-]+)\?token=([A-Za-z0-9_-]+)/.exec(row.text);
    if (match && (!path || match[1] === path)) return match[2] as string;
  }
  throw new Error(`no link mailed to ${to}`);
}

export async function mailsTo(app: FastifyInstance, to: string) {
  await app.mailer.idle();
  return app.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();
}

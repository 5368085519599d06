import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import app from '../../../src/app.js';
import type { TEnv } from '../../../src/config/env.js';
import { createServerOptions } from '../../../src/server-options.js';
import { ensureAdmin } from '../../../src/services/auth/admin-bootstrap.js';
import { bearer, injectWithLogin, lastLinkToken, post, uniqueEmail } from '../../helpers/accounts.js';
import { buildTestApp, useTestApp, type TTestApp } from '../../helpers/build-app.js';
import { captureLog, LOG_LEVEL } from '../../helpers/log-capture.js';

interface TLogLine {
  level: number;
  msg: string;
  email?: string;
  result?: string;
}

/** The same app started again on the running one's database, with ADMIN_EMAIL / ADMIN_PASSWORD set. */
async function restartWithAdmin(ctx: TTestApp, email: string, password: string) {
  const { lines, stream } = captureLog<TLogLine>();
  const config: TEnv = { ...ctx.config, LOG_LEVEL: 'info', ADMIN_EMAIL: email, ADMIN_PASSWORD: password };
  const server = Fastify(createServerOptions(config, stream));
  await server.register(app, { config, database: ctx.openDatabase() });
  await server.ready();
  const adminLines = () => lines.filter((line) => line.msg.includes('ADMIN_EMAIL'));
  return { app: server, adminLines };
}

const profile = (server: TTestApp['app'], token: string) =>
  server.inject({ method: 'GET', url: '/api/v1/users/profile/', headers: bearer(token) });

describe('admin bootstrap', () => {
  const ctx = useTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin password' } });

  it('creates a confirmed admin from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const login = await post(ctx.app, 'login/', { email: 'boss@example.com', password: 'admin password' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ is_admin: true });
  });

  it('takes over an account a stranger registered with that address: their password no longer signs in', async () => {
    const email = uniqueEmail('boss');
    expect(
      (await post(ctx.app, 'register/', { full_name: 'Stranger', email, password: 'stranger pass' }))
        .statusCode,
    ).toBe(201);

    const restarted = await restartWithAdmin(ctx, email, 'operator pass');
    try {
      expect(restarted.adminLines()).toEqual([
        expect.objectContaining({ level: LOG_LEVEL.warn, email, result: 'taken_over' }),
      ]);
      const stranger = await post(restarted.app, 'login/', { email, password: 'stranger pass' });
      expect(stranger.statusCode).toBe(401);
      const operator = await post(restarted.app, 'login/', { email, password: 'operator pass' });
      expect([operator.statusCode, operator.json()]).toMatchObject([200, { is_admin: true }]);
      const { access_token } = operator.json<{ access_token: string }>();
      expect((await profile(restarted.app, access_token)).json()).toMatchObject({
        role: 'admin',
        email_confirmed: true,
      });
    } finally {
      await restarted.app.close();
    }
  });

  it("ends a confirmed user's sessions and pending email change when taking the account over", async () => {
    const user = await injectWithLogin(ctx.app);
    const elsewhere = uniqueEmail('elsewhere');
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/',
      headers: user.headers,
      payload: { full_name: 'Test User', email: elsewhere, current_password: user.password },
    });
    expect(change.statusCode).toBe(200);
    const changeLink = await lastLinkToken(ctx.app, elsewhere, '/confirm-email');

    const restarted = await restartWithAdmin(ctx, user.email, 'operator pass');
    try {
      expect(restarted.adminLines()).toEqual([
        expect.objectContaining({ level: LOG_LEVEL.warn, email: user.email, result: 'taken_over' }),
      ]);
      expect((await profile(restarted.app, user.access_token)).statusCode).toBe(401);
      expect((await post(restarted.app, 'confirm-email/', { token: changeLink })).statusCode).toBe(400);
      expect(
        (await post(restarted.app, 'login/', { email: user.email, password: user.password })).statusCode,
      ).toBe(401);
      const row = await restarted.app.repositories.users.findById(user.id);
      expect([row?.email, row?.pending_email, row?.role]).toEqual([user.email, null, 'admin']);
    } finally {
      await restarted.app.close();
    }
  });

  it('leaves a confirmed admin as it is on the next start (its password and sessions stay)', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const restarted = await restartWithAdmin(ctx, admin.email, 'operator pass');
    try {
      expect(restarted.adminLines()).toEqual([
        expect.objectContaining({ level: 30, email: admin.email, result: 'unchanged' }),
      ]);
      expect((await profile(restarted.app, admin.access_token)).statusCode).toBe(200);
      expect(
        (await post(restarted.app, 'login/', { email: admin.email, password: admin.password })).statusCode,
      ).toBe(200);
      expect(
        (await post(restarted.app, 'login/', { email: admin.email, password: 'operator pass' })).statusCode,
      ).toBe(401);
    } finally {
      await restarted.app.close();
    }
  });

  it('create-admin replaces the password of an existing account and ends its sessions', async () => {
    const user = await injectWithLogin(ctx.app);
    const { db, repositories } = ctx.app;
    expect(
      await ensureAdmin(db, repositories, {
        email: user.email,
        password: 'cli password',
        replacePassword: true,
      }),
    ).toBe('taken_over');
    expect(
      await ensureAdmin(db, repositories, {
        email: user.email,
        password: 'cli password 2',
        replacePassword: true,
      }),
    ).toBe('password_replaced');
    expect((await profile(ctx.app, user.access_token)).statusCode).toBe(401);
    expect((await post(ctx.app, 'login/', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post(ctx.app, 'login/', { email: user.email, password: 'cli password 2' })).json(),
    ).toMatchObject({ is_admin: true });
  });

  it('creates no account without the variables', async () => {
    const plain = await buildTestApp();
    try {
      expect(await plain.app.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

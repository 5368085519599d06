import { describe, expect, it } from 'vitest';
import { createUser, post } from '../../helpers/accounts.js';
import { buildTestApp, useTestApp } from '../../helpers/build-app.js';
import { ensureAdmin } from '../../../src/services/auth/admin-bootstrap.js';

describe('admin bootstrap', () => {
  const ctx = useTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin password' } });

  it('creates a confirmed admin from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const login = await post(ctx.app, 'login/', { email: 'boss@example.com', password: 'admin password' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ is_admin: true });
  });

  it('is idempotent and promotes an existing account without touching its password', async () => {
    const user = await createUser(ctx.app, { confirmed: false });
    expect(
      await ensureAdmin(ctx.app.repositories.users, { email: user.email, password: 'ignored pass' }),
    ).toBe('updated');
    expect(
      await ensureAdmin(ctx.app.repositories.users, { email: user.email, password: 'ignored pass' }),
    ).toBe('updated');
    const row = await ctx.app.repositories.users.findByEmail(user.email);
    expect([row?.role, row?.email_confirmed_at !== null]).toEqual(['admin', true]);
    expect((await post(ctx.app, 'login/', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    const admins = await ctx.app.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(2);
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

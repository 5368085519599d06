import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('every admin/ route is for admins only', () => {
  const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
  const ctx = useTestApp({
    beforeRegister: (app) => {
      app.addHook('onRoute', ({ method, url }) => void routes.push({ method, url }));
    },
  });

  it('answers 401 signed out and 403 to a signed-in user, on every method of every route', async () => {
    const user = await injectWithLogin(ctx.app);
    const admin = routes
      .flatMap(({ method, url }) =>
        (Array.isArray(method) ? method : [method]).map((m) => ({ method: m, url })),
      )
      .filter(
        ({ method, url }) => url.startsWith('/api/v1/admin/') && url.endsWith('/') && method !== 'HEAD',
      );
    // The admin console's routes are all there (a route that disappears must fail this test).
    const urls = new Set(admin.map(({ url }) => url));
    for (const url of [
      '/api/v1/admin/orders/',
      '/api/v1/admin/orders/export/',
      '/api/v1/admin/orders/:id/',
      '/api/v1/admin/orders/:id/refund/',
      '/api/v1/admin/users/',
      '/api/v1/admin/users/export/',
      '/api/v1/admin/users/:id/',
      '/api/v1/admin/users/:id/balance-adjustments/',
      '/api/v1/admin/users/:id/password-reset/',
      '/api/v1/admin/settings/date/',
      '/api/v1/admin/settings/ip/',
      '/api/v1/admin/audit-log/',
      '/api/v1/admin/plans/',
      '/api/v1/admin/overview/',
      '/api/v1/admin/assistants/',
      '/api/v1/admin/assistants/:id/avatar/',
      '/api/v1/admin/assistants/:id/try/',
      '/api/v1/admin/templates/',
      '/api/v1/admin/templates/preview/',
      '/api/v1/admin/templates/:id/',
      '/api/v1/admin/voices/',
      '/api/v1/admin/voices/:id/',
      '/api/v1/admin/voices/previews/',
      '/api/v1/admin/voices/:id/preview/',
    ])
      expect(urls).toContain(url);
    for (const { method, url } of admin) {
      const path = url.replace(/:[a-z_]+/g, '1');
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: path, payload: {} });
      const refused = await ctx.app.inject({
        method: method as 'GET',
        url: path,
        headers: user.headers,
        payload: {},
      });
      expect([method, path, anonymous.statusCode, refused.statusCode]).toEqual([method, path, 401, 403]);
      expect(refused.json()).toEqual({ detail: 'Only administrators can do this.' });
    }
    expect(admin.length).toBeGreaterThan(20);
  });
});

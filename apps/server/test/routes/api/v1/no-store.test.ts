import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, lastLinkToken, post, createUser } from '../../../helpers/accounts.js';
import { useTestApp } from '../../../helpers/build-app.js';

const NO_STORE = 'no-store';

describe('Cache-Control: no-store on answers that carry tokens or personal data', () => {
  const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
  const ctx = useTestApp({
    beforeRegister: (app) => {
      app.addHook('onRoute', ({ method, url }) => void routes.push({ method, url }));
    },
  });

  it('on sign-in, refresh and the one-time sign-in link', async () => {
    const user = await injectWithLogin(ctx.app);
    const login = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    const refresh = await post(ctx.app, 'token/refresh/', undefined, {
      headers: { authorization: `Bearer ${user.refresh_token}` },
    });
    const restoring = await createUser(ctx.app);
    await post(ctx.app, 'access-restore/', { email: restoring.email });
    const token = await lastLinkToken(ctx.app, restoring.email, '/access-restore');
    const restore = await post(ctx.app, 'access-restore/confirm/', { token });
    for (const response of [login, refresh, restore]) {
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, NO_STORE]);
    }
  });

  it.each([
    '/api/v1/users/profile/',
    '/api/v1/users/export/',
    '/api/v1/users/balance/',
    '/api/v1/users/ledger/',
    '/api/v1/users/orders/',
    '/api/v1/admin/payment-gateways/',
    '/api/v1/admin/trial-balances/',
  ])('on GET %s', async (url) => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const response = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, NO_STORE]);
  });

  it('on every route that needs a session, signed in or not, while public answers stay cacheable', async () => {
    const apiRoutes = routes
      .flatMap(({ method, url }) => [method].flat().map((m) => ({ method: m, url: url! })))
      // token/refresh/ takes the refresh token, not a session: it is in the first test.
      .filter(({ method, url }) => url.startsWith('/api/v1/') && method !== 'HEAD')
      .filter(({ url }) => !url.endsWith('/token/refresh/'))
      .map(({ method, url }) => ({ method, url: url.replace(/:[a-z_]+/g, '1') }));
    const authenticated = [];
    // One admin while its session lasts (each new one costs two argon2 hashes); a route that
    // ended it (logout, logout-all) gets a new one for the next.
    let admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const sessionEnded = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/', headers: admin.headers }))
        .statusCode === 401;
    for (const route of apiRoutes) {
      const anonymous = await ctx.app.inject({ method: route.method as 'GET', url: route.url });
      if (anonymous.statusCode !== 401) continue;
      authenticated.push(route);
      expect(anonymous.headers['cache-control'], `${route.method} ${route.url} (401)`).toBe(NO_STORE);
      if (await sessionEnded()) admin = await injectWithLogin(ctx.app, { role: 'admin' });
      const signedIn = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: admin.headers,
      });
      // The AI tools answer 503 "not set up yet" in this app, which has no AI provider.
      const notSetUp = route.url.startsWith('/api/v1/ai/') && signedIn.statusCode === 503;
      if (!notSetUp) expect(signedIn.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(signedIn.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      expect(signedIn.headers['cache-control'], `${route.method} ${route.url}`).toBe(NO_STORE);
    }
    // Every session route (profile, orders, balance, admin, purchases, logout…).
    expect(authenticated.length).toBeGreaterThanOrEqual(20);
    for (const url of ['/api/v1/payments/plans/', '/api/v1/users/reviews', '/api/v1/static/company_info']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers['cache-control']]).not.toContain(NO_STORE);
    }
  });
});

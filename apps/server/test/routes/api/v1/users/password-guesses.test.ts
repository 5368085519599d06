import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

const FIFTEEN_MINUTES = 15 * 60;

type TCheck = { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload: object };

/** The three places a signed-in session proves the password: change it, change the email, delete. */
const checks: Record<'password' | 'email' | 'deletion', (password: string) => TCheck> = {
  password: (password: string) => ({
    method: 'POST',
    url: 'password/',
    payload: { current_password: password, new_password: 'a brand new password' },
  }),
  email: (password: string) => ({
    method: 'PATCH',
    url: 'profile/',
    payload: { full_name: 'Test User', email: `moved-${Date.now()}@example.com`, current_password: password },
  }),
  deletion: (password: string) => ({ method: 'DELETE', url: 'account/', payload: { password } }),
};

function attempt(app: FastifyInstance, user: TLoggedIn, check: TCheck) {
  return app.inject({ ...check, url: `/api/v1/users/${check.url}`, headers: user.headers });
}

describe('password checks behind a session are limited per user', () => {
  const ctx = useTestApp();

  it('answers 429 with Retry-After after 5 wrong guesses in 15 minutes, across the three routes', async () => {
    const user = await injectWithLogin(ctx.app);
    const wrong = [checks.password, checks.email, checks.deletion, checks.password, checks.email];
    for (const check of wrong)
      expect((await attempt(ctx.app, user, check('wrong guess'))).statusCode).toBe(400);

    for (const check of Object.values(checks)) {
      const refused = await attempt(ctx.app, user, check('another guess'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES);
    }
    // The right password is not checked either until the window ends: nothing changed.
    expect((await attempt(ctx.app, user, checks.password(user.password))).statusCode).toBe(429);
    const stored = await ctx.app.repositories.users.findById(user.id);
    expect(stored?.pending_email).toBeNull();
  });

  it('counts per user: another user of the same network keeps their guesses', async () => {
    const [first, second] = [await injectWithLogin(ctx.app), await injectWithLogin(ctx.app)];
    for (let i = 0; i < 5; i++) await attempt(ctx.app, first, checks.deletion('nope'));
    expect((await attempt(ctx.app, first, checks.deletion('nope'))).statusCode).toBe(429);
    expect((await attempt(ctx.app, second, checks.deletion('nope'))).statusCode).toBe(400);
    expect((await attempt(ctx.app, second, checks.password(second.password))).statusCode).toBe(200);
  });

  it('does not count right passwords or missing ones', async () => {
    const user = await injectWithLogin(ctx.app);
    for (let i = 0; i < 6; i++) {
      const missing = await attempt(ctx.app, user, {
        ...checks.email(''),
        payload: { full_name: 'A', email: 'x@example.com' },
      });
      expect(missing.statusCode).toBe(400);
    }
    for (let i = 0; i < 4; i++) await attempt(ctx.app, user, checks.deletion('nope'));
    expect((await attempt(ctx.app, user, checks.email(user.password))).statusCode).toBe(200);
  });
});

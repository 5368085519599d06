import { describe, expect, it } from 'vitest';
import { createUser, mailsTo, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

const THROTTLED = {
  detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
};

describe('auth rate limits', () => {
  const ctx = useTestApp();

  it('limits each IP to 20 requests per 15 minutes per route', async () => {
    const remoteAddress = '203.0.113.50';
    for (let i = 0; i < 20; i += 1) {
      const ok = await post(ctx.app, 'password-reset/', { email: uniqueEmail() }, { remoteAddress });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await post(ctx.app, 'password-reset/', { email: uniqueEmail() }, { remoteAddress });
    expect([limited.statusCode, limited.json()]).toEqual([429, THROTTLED]);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another route, or another IP, has its own counter.
    expect(
      (await post(ctx.app, 'access-restore/', { email: uniqueEmail() }, { remoteAddress })).statusCode,
    ).toBe(200);
    expect((await post(ctx.app, 'password-reset/', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('limits mails to one address to 5 per 15 minutes, whatever the IP and letter case', async () => {
    const user = await createUser(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      expect((await post(ctx.app, 'password-reset/', { email })).statusCode).toBe(200);
    }
    const limited = await post(ctx.app, 'password-reset/', { email: user.email });
    expect([limited.statusCode, limited.json()]).toEqual([429, THROTTLED]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(await mailsTo(ctx.app, user.email)).toHaveLength(5);
    // The owner can still sign in: the mail limit does not touch login.
    expect((await post(ctx.app, 'login/', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('limits login attempts per email over a short 5-minute window', async () => {
    const user = await createUser(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post(ctx.app, 'login/', { email: user.email, password: 'wrong password' })).statusCode,
      ).toBe(401);
    }
    const limited = await post(ctx.app, 'login/', { email: user.email, password: user.password });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(200);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });
});

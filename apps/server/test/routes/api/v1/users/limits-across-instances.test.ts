import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { buildTestApp, useTestApp } from '../../../../helpers/build-app.js';
import { captureLog, LOG_LEVEL } from '../../../../helpers/log-capture.js';
import { startRedisProxy } from '../../../../helpers/redis-proxy.js';
import { TEST_REDIS_URL } from '../../../../helpers/test-redis.js';

/**
 * Two apps on one Redis under one REDIS_KEY_PREFIX stand for two instances behind a balancer:
 * each has a database of its own (fine for limits), they share only Redis.
 */
describe('with REDIS_URL, limits are counted across instances', () => {
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
  const a = useTestApp({ env });
  const b = useTestApp({ env });

  it('per IP: 10 requests on A and 10 on B use up the 20, the 21st is refused on either', async () => {
    const remoteAddress = '203.0.113.60';
    for (const ctx of [a, b])
      for (let i = 0; i < 10; i += 1)
        expect(
          (await post(ctx.app, 'password-reset/', { email: uniqueEmail() }, { remoteAddress })).statusCode,
        ).toBe(200);
    for (const ctx of [a, b]) {
      const limited = await post(ctx.app, 'password-reset/', { email: uniqueEmail() }, { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    }
    // One key, under REDIS_KEY_PREFIX once (the client applies it), named after the route.
    const plain = a.app.redis!.duplicate({ keyPrefix: '' });
    try {
      expect(await plain.keys(`${env.REDIS_KEY_PREFIX}*${remoteAddress}`)).toEqual([
        `${env.REDIS_KEY_PREFIX}rate-limit:POST/api/v1/users/password-reset/:${remoteAddress}`,
      ]);
    } finally {
      plain.disconnect();
    }
  });

  it('per email: 5 wrong logins on A and 5 on B use up the 10, then both refuse that address', async () => {
    const email = uniqueEmail();
    for (const ctx of [a, b])
      for (let i = 0; i < 5; i += 1)
        expect((await post(ctx.app, 'login/', { email, password: 'wrong password' })).statusCode).toBe(401);
    for (const ctx of [a, b])
      expect((await post(ctx.app, 'login/', { email, password: 'x' })).statusCode).toBe(429);
    // Another address is not touched.
    expect((await post(a.app, 'login/', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
  });

  it('password guesses behind a session: 3 wrong on A and 2 on B use up the 5, on both', async () => {
    const email = uniqueEmail();
    const [onA, onB] = await Promise.all([signIn(a.app, email), signIn(b.app, email)]);
    expect(onA.id).toBe(onB.id);
    const guess = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/v1/users/account/',
        headers: { authorization: `Bearer ${token}` },
        payload: { password: 'wrong guess' },
      });
    for (let i = 0; i < 3; i += 1) expect((await guess(a.app, onA.token)).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await guess(b.app, onB.token)).statusCode).toBe(400);
    expect((await guess(a.app, onA.token)).statusCode).toBe(429);
    expect((await guess(b.app, onB.token)).statusCode).toBe(429);
  });
});

describe('with REDIS_URL, when Redis goes away mid-run', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('logins still answer (never a 5xx), each instance counting alone and saying so, until Redis is back', async () => {
    const proxy = await startRedisProxy();
    const log = captureLog();
    const ctx = await buildTestApp({
      env: { REDIS_URL: proxy.url, LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
    close = async () => {
      await ctx.close();
      await proxy.close();
    };
    const redis = ctx.app.redis!;
    await proxy.cut();
    await until(() => redis.status !== 'ready');

    const email = uniqueEmail();
    for (let i = 0; i < 10; i += 1)
      expect((await post(ctx.app, 'login/', { email, password: 'wrong password' })).statusCode).toBe(401);
    expect((await post(ctx.app, 'login/', { email, password: 'x' })).statusCode).toBe(429);
    const warned = log.lines.filter(
      (line) => line.level === LOG_LEVEL.warn && /counted in this instance/.test(line.msg),
    );
    expect(warned).toHaveLength(1);

    await proxy.restore();
    await until(() => redis.status === 'ready');
    expect((await post(ctx.app, 'login/', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
    expect(log.lines.some((line) => /shared again/.test(line.msg))).toBe(true);
  });
});

/** Waits for a condition the app reaches on its own (a connection dropped or made again). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 20));
}

/** The same account on an app's own database (same id on both: same seed, same order). */
async function signIn(app: FastifyInstance, email: string): Promise<{ id: number; token: string }> {
  const user = await createUser(app, { email });
  const login = await post(app, 'login/', { email, password: user.password });
  expect(login.statusCode).toBe(200);
  return { id: user.id, token: login.json<{ access_token: string }>().access_token };
}

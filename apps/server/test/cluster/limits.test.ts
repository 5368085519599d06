import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, type TCluster, type TInstance } from '../helpers/instances.js';

let ips = 0;
/** A client address of its own (the instances trust one proxy hop), so limits don't mix. */
const newIp = () => `198.51.100.${++ips}`;

function call(
  instance: TInstance,
  method: string,
  path: string,
  options: { body?: object; token?: string; ip: string },
) {
  return fetch(`${instance.url}/api/v1/users/${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
}

/**
 * Two real processes on one PostgreSQL and one Redis (test/helpers/instances.ts): every limit
 * is counted once for both, as a balancer spreading one client's requests would see it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('limits across two server processes on one Redis', () => {
  let cluster: TCluster | undefined;
  afterAll(() => cluster?.close());

  it('per IP, per email and password guesses count across A and B; a sign-out on A ends the token on B', async () => {
    cluster = await createCluster({ TRUST_PROXY: '1' });
    const [a, b] = [await cluster.start('a'), await cluster.start('b')];

    // Per IP: 20 per 15 minutes on a route, 10 spent on each instance.
    const ip = newIp();
    const reset = (instance: TInstance) =>
      call(instance, 'POST', 'password-reset/', { body: { email: `nobody-${newIp()}@example.com` }, ip });
    for (const instance of [a, b])
      for (let i = 0; i < 10; i += 1) expect((await reset(instance)).status).toBe(200);
    expect([(await reset(a)).status, (await reset(b)).status]).toEqual([429, 429]);

    // Per email: 10 logins per 5 minutes, from any address: one sign-in and 4 wrong ones on each.
    const email = `limits-${Date.now()}@example.com`;
    const password = 'a-long-enough-password-1';
    const login = (instance: TInstance, guess: string) =>
      call(instance, 'POST', 'login/', { body: { email, password: guess }, ip: newIp() });
    expect(
      (await call(a, 'POST', 'register/', { body: { full_name: 'L', email, password }, ip: newIp() })).status,
    ).toBe(201);
    await confirm(cluster.databaseUrl, email);
    const token = async (instance: TInstance) =>
      ((await (await login(instance, password)).json()) as { access_token: string }).access_token;
    const [onA, onB] = [await token(a), await token(b)];
    for (const instance of [a, b, a, b, a, b, a, b])
      expect((await login(instance, 'wrong')).status).toBe(401);
    expect([(await login(a, 'wrong')).status, (await login(b, password)).status]).toEqual([429, 429]);

    // Password guesses behind a session: 5 per user, 3 spent on A and 2 on B.
    const guess = (instance: TInstance, token: string) =>
      call(instance, 'DELETE', 'account/', { body: { password: 'wrong guess' }, token, ip: newIp() });
    for (const [instance, session] of [
      [a, onA],
      [a, onA],
      [a, onA],
      [b, onB],
      [b, onB],
    ] as const)
      expect((await guess(instance, session)).status).toBe(400);
    expect([(await guess(a, onA)).status, (await guess(b, onB)).status]).toEqual([429, 429]);

    // Signing B's session out on A ends its access token on B at once; A's session goes on.
    expect((await call(a, 'POST', 'logout/', { body: {}, token: onB, ip: newIp() })).status).toBe(204);
    const profile = (token: string) => call(b, 'GET', 'profile/', { token, ip: newIp() });
    expect([(await profile(onB)).status, (await profile(onA)).status]).toEqual([401, 200]);
  }, 120_000);
});

async function confirm(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_confirmed_at = $1 where email = $2', [
      new Date().toISOString(),
      email,
    ]);
  } finally {
    await client.end();
  }
}

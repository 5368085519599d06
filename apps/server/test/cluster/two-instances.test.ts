import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, type TCluster } from '../helpers/instances.js';

/**
 * Real processes on one PostgreSQL and one Redis (test/helpers/instances.ts), in the suite's
 * PostgreSQL pass only (its SQLite pass would run them a second time).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL and Redis', () => {
  let cluster: TCluster | undefined;
  afterAll(() => cluster?.close());

  it('both answer, from one database: B knows the account registered on A (unconfirmed: 403, not 401)', async () => {
    cluster = await createCluster();
    const a = await cluster.start('a');
    const b = await cluster.start('b');
    const email = `both-${Date.now()}@example.com`;
    const register = await fetch(`${a.url}/api/v1/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Both', email, password: 'a-long-enough-password-1' }),
    });
    expect(register.status).toBe(201);
    const login = await fetch(`${b.url}/api/v1/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-enough-password-1' }),
    });
    expect(login.status).toBe(403);
  }, 120_000);
});

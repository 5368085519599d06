import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type TCluster, type TInstance } from '../helpers/instances.js';
import { withinASecond } from '../helpers/within-a-second.js';

const ADMIN = { email: 'caches-admin@example.com', password: 'a-long-enough-password-1' };

interface TPlan {
  id: number;
  price: number;
}
interface TSettings {
  providers: { id: string; name: string }[];
}

async function signIn(instance: TInstance): Promise<Record<string, string>> {
  const login = await fetch(`${instance.url}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

/**
 * Real processes on one PostgreSQL and one Redis (test/helpers/instances.ts), in the suite's
 * PostgreSQL pass only: a change an admin makes on one instance is what every instance answers
 * within a second, and AI Providers writes on two instances at once both count.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('caches and settings across instances', () => {
  let cluster: TCluster | undefined;
  let a: TInstance;
  let b: TInstance;
  let onA: Record<string, string>;
  let onB: Record<string, string>;
  beforeAll(async () => {
    cluster = await createCluster({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    a = await cluster.start('a');
    b = await cluster.start('b');
    [onA, onB] = await Promise.all([signIn(a), signIn(b)]);
  }, 120_000);
  afterAll(() => cluster?.close());

  const plans = async (instance: TInstance) =>
    (await (await fetch(`${instance.url}/api/v1/payments/plans/`)).json()) as TPlan[];
  const settings = async (instance: TInstance, headers: Record<string, string>) =>
    (await (await fetch(`${instance.url}/api/v1/admin/ai-settings/`, { headers })).json()) as TSettings;
  const addProvider = (instance: TInstance, headers: Record<string, string>, name: string) =>
    fetch(`${instance.url}/api/v1/admin/ai-settings/providers/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, base_url: 'http://127.0.0.1:9/v1', api_key: `sk-${name}-0123456789ab` }),
    });

  it('a pack’s new price set on A is in the plans answer on B within a second', async () => {
    const pack = (await plans(b)).find((plan) => plan.price > 0)!; // B holds the answer now
    const price = Math.round(pack.price * 100 + 101) / 100;
    const patched = await fetch(`${a.url}/api/v1/admin/plans/${pack.id}/`, {
      method: 'PATCH',
      headers: onA,
      body: JSON.stringify({ price }),
    });
    expect(patched.status).toBe(200);
    const seen = await withinASecond(
      () => plans(b),
      (list) => list.find((plan) => plan.id === pack.id)?.price === price,
    );
    expect(seen.find((plan) => plan.id === pack.id)?.price).toBe(price);
  });

  it('a provider added on A is on B’s AI Providers page within a second', async () => {
    await settings(b, onB);
    const added = await addProvider(a, onA, 'from-a');
    expect(added.status).toBe(201);
    const seen = await withinASecond(
      () => settings(b, onB),
      (s) => s.providers.some((p) => p.name === 'from-a'),
    );
    expect(seen.providers.map((p) => p.name)).toContain('from-a');
  });

  it('two admins adding providers on A and B at the same moment keep every one', async () => {
    const names = ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4'];
    const answers = await Promise.all(
      names.map((name) => (name.startsWith('a') ? addProvider(a, onA, name) : addProvider(b, onB, name))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    // Each instance holds its own last write at once and the other's within a second (its message).
    const kept = await withinASecond(
      async () => (await settings(a, onA)).providers.map((p) => p.name),
      (list) => names.every((name) => list.includes(name)),
    );
    expect(kept).toEqual(expect.arrayContaining(names));
  });
});

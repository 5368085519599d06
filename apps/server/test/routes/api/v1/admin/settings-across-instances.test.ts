import { randomBytes } from 'node:crypto';
import { ZPlansResponseSchema } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_SETTINGS_DETAIL } from '../../../../../src/services/ai-settings/ai-settings.js';
import { injectWithLogin, TEST_JWT_SECRET, type TLoggedIn } from '../../../../helpers/accounts.js';
import { sandboxGatewayId } from '../../../../helpers/balance.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { TEST_REDIS_URL } from '../../../../helpers/test-redis.js';
import { adminApi } from './ai-settings-api.js';
import { adminCall } from './admin-fixture.js';
import { withinASecond } from '../../../../helpers/within-a-second.js';

const provider = (name: string) => ({
  name,
  base_url: 'http://127.0.0.1:9/v1',
  api_key: `sk-${name}-0123456789abcdef`,
});

/**
 * Runs `meanwhile` (another admin's write) right after `app` read the stored AI settings for its
 * next write, so that write is based on a stale read: the race two instances can run into.
 */
function afterNextRead(app: FastifyInstance, meanwhile: () => Promise<unknown>) {
  const settings = app.repositories.settings;
  const get = settings.get.bind(settings);
  const spy = vi.spyOn(settings, 'get').mockImplementation(async (key, trx) => {
    const value = await get(key, trx);
    if (key === 'ai_providers') {
      spy.mockRestore();
      await meanwhile();
    }
    return value;
  });
}

describe('AI Providers writes on one instance', () => {
  let one: TTestApp;
  beforeAll(async () => (one = await buildTestApp()));
  afterAll(() => one.close());

  it('keeps every one of several admins’ changes made at the same moment', async () => {
    const api = adminApi(one, await injectWithLogin(one.app, { role: 'admin' }));
    const names = ['one', 'two', 'three', 'four', 'five', 'six'];
    const answers = await Promise.all(names.map((name) => api.call('POST', 'providers/', provider(name))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 201));
    expect((await api.settings()).providers.map((p) => p.name).sort()).toEqual([...names].sort());
  });
});

/** Two instances on one PostgreSQL schema and one Redis (keys and channels under one prefix). */
describe.runIf(process.env.TEST_DATABASE_URL)('caches and settings across two instances', () => {
  let a: TTestApp;
  let b: TTestApp;
  let adminA: TLoggedIn;
  let adminB: TLoggedIn;
  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: TEST_JWT_SECRET,
    };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env, sameDatabaseAs: a });
    adminA = await injectWithLogin(a.app, { role: 'admin' });
    adminB = await injectWithLogin(b.app, { role: 'admin' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a pack’s new price on A is in the plans answer on B within a second', async () => {
    const plans = async (app: FastifyInstance) =>
      ZPlansResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/v1/payments/plans/' })).json(),
      );
    const pack = (await plans(b.app)).find((plan) => plan.price > 0)!;
    const price = Math.round(pack.price * 100 + 101) / 100;
    const changed = await adminCall(a.app, adminA, 'PATCH', `plans/${pack.id}/`, { price });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await withinASecond(
      () => plans(b.app),
      (list) => list.find((plan) => plan.id === pack.id)?.price === price,
    );
    expect(seen.find((plan) => plan.id === pack.id)?.price).toBe(price);
  });

  it('Stripe keys, a gateway switched off and the date display saved on A reach B within a second', async () => {
    const methods = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods/' }))
        .json<{ method_name: string }[]>()
        .map((method) => method.method_name)
        .sort();
    const display = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/v1/static/settings/' })).json<{
        date: { date_format: string };
      }>().date.date_format;
    expect([await methods(), await display()]).toEqual([['Sandbox'], 'MMM d, yyyy']);

    const keys = { secret_key: 'sk_test_set_on_a_0123456789', webhook_secret: 'whsec_set_on_a_0123456789' };
    expect((await adminCall(a.app, adminA, 'PUT', 'payment-gateways/stripe/', keys)).statusCode).toBe(200);
    expect(await withinASecond(methods, (names) => names.length === 2)).toEqual(['Sandbox', 'Stripe']);
    const sandbox = await sandboxGatewayId(a.app);
    const off = await adminCall(a.app, adminA, 'PATCH', `payment-gateways/${sandbox}/`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await withinASecond(methods, (names) => names.length === 1)).toEqual(['Stripe']);

    const date = { date_format: 'd MMM yyyy', time_format: '24h', time_zone: null };
    expect((await adminCall(a.app, adminA, 'PUT', 'settings/date/', date)).statusCode).toBe(200);
    expect(await withinASecond(display, (format) => format === date.date_format)).toBe(date.date_format);
  });

  it('a provider added on A is listed on B within a second', async () => {
    const added = await adminApi(a, adminA).add(provider('on-a'));
    const apiB = adminApi(b, adminB);
    const seen = await withinASecond(apiB.settings, (s) => s.providers.some((p) => p.id === added.id));
    expect(seen.providers.map((p) => p.id)).toContain(added.id);
  });

  it('two admins adding providers on A and B at the same moment both keep theirs', async () => {
    const apiA = adminApi(a, adminA);
    const apiB = adminApi(b, adminB);
    let onB: { statusCode: number } | undefined;
    afterNextRead(a.app, async () => (onB = await apiB.call('POST', 'providers/', provider('raced-b'))));
    const onA = await apiA.call('POST', 'providers/', provider('raced-a'));
    expect([onA.statusCode, onB?.statusCode]).toEqual([201, 201]);
    const names = (await apiA.settings()).providers.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['raced-a', 'raced-b']));
  });

  it('an edit of a provider another admin changed meanwhile is refused with 409, theirs kept', async () => {
    const apiA = adminApi(a, adminA);
    const apiB = adminApi(b, adminB);
    const target = await apiA.add(provider('shared'));
    let onB: { statusCode: number } | undefined;
    afterNextRead(
      a.app,
      async () => (onB = await apiB.call('PATCH', `providers/${target.id}/`, { name: 'renamed on B' })),
    );
    const onA = await apiA.call('PATCH', `providers/${target.id}/`, { name: 'renamed on A' });
    expect([onA.statusCode, onA.json()]).toEqual([409, { detail: AI_SETTINGS_DETAIL.changedMeanwhile }]);
    expect(onB?.statusCode).toBe(200);
    // Read on A right after its 409, before B's message could arrive: A shows B's change.
    const names = (await apiA.settings()).providers.map((p) => p.name);
    expect(names).toContain('renamed on B');
    expect(names).not.toContain('renamed on A');
  });
});

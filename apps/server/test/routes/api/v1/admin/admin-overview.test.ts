import { ZERO_QUANTITIES, ZOverviewSchema } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcHour } from '../../../../../src/services/admin/provider-call-stats.js';
import { readEvents } from '../../../../helpers/event-stream-client.js';
import { send, startChatFixture, userWithChat, type TChatFixture } from '../ai/chat-fixture.js';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall } from './admin-fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('admin/overview/: the business at a glance', () => {
  const ctx = useTestApp();

  it('counts revenue per day and gateway, orders, users, generations and support over the period, in the settings’ zone', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const overview = async (days: number) => {
      const response = await adminCall(ctx.app, admin, 'GET', `overview/?days=${days}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZOverviewSchema.parse(response.json());
    };
    const before = await overview(7);
    const buyer = await injectWithLogin(ctx.app);
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const order = (
      cents: number,
      paidMsAgo: number,
      status: 'paid' | 'refunded' | 'pending',
      gateway: 'sandbox' | 'stripe',
    ) => ({
      ...ZERO_QUANTITIES,
      user_id: buyer.id,
      plan_id: null,
      plan_kind: 'custom' as const,
      plan_name: 'CUSTOM PLAN',
      amount_cents: cents,
      currency: 'EUR',
      gateway,
      status,
      paid_at: status === 'pending' ? null : at(paidMsAgo),
      created_at: at(paidMsAgo),
      updated_at: at(paidMsAgo),
    });
    await ctx.app.db
      .insertInto('orders')
      .values([
        order(1000, 0, 'paid', 'sandbox'),
        order(2550, 2 * DAY_MS, 'paid', 'stripe'),
        order(700, 20 * DAY_MS, 'paid', 'stripe'),
        order(9900, 0, 'refunded', 'stripe'),
        order(500, 0, 'pending', 'sandbox'),
      ])
      .execute();
    const spend = await ctx.app.balances.reserve(buyer.id, 'code_generation_tokens', 1);
    await ctx.app.balances.settle(spend.id, 1);

    const week = await overview(7);
    expect(week.dates).toHaveLength(7);
    const eur = week.revenue_per_day.filter((row) => row.currency === 'EUR');
    expect(eur.map((row) => row.amount).reduce((a, b) => a + b, 0)).toBeCloseTo(35.5);
    expect(eur.at(-1)).toEqual({ date: week.dates.at(-1), currency: 'EUR', amount: 10 });
    expect(week.revenue_per_gateway.filter((row) => row.currency === 'EUR')).toEqual([
      { gateway: 'sandbox', currency: 'EUR', amount: 10, orders: 1 },
      { gateway: 'stripe', currency: 'EUR', amount: 25.5, orders: 1 },
    ]);
    expect(week.orders_by_status.paid - before.orders_by_status.paid).toBe(2);
    expect(week.orders_by_status.refunded - before.orders_by_status.refunded).toBe(1);
    expect(week.orders_by_status.pending - before.orders_by_status.pending).toBe(1);
    expect(week.total_users - before.total_users).toBe(1);
    expect(week.new_users_per_day.at(-1)!.count - before.new_users_per_day.at(-1)!.count).toBe(1);
    expect(week.active_users - before.active_users).toBe(1);
    expect(week.generations.code_generation_tokens - before.generations.code_generation_tokens).toBe(1);

    const month = await overview(30);
    expect(
      month.revenue_per_gateway.find((row) => row.gateway === 'stripe' && row.currency === 'EUR'),
    ).toMatchObject({
      amount: 32.5,
      orders: 2,
    });
    expect((await adminCall(ctx.app, admin, 'GET', 'overview/?days=12')).json()).toEqual({
      days: ['Pick 7, 30 or 90 days.'],
    });
  });

  it('counts the days in the date settings’ time zone', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    await adminCall(ctx.app, admin, 'PUT', 'settings/date/', {
      date_format: 'yyyy-MM-dd',
      time_format: '24h',
      time_zone: 'Pacific/Kiritimati',
    });
    const week = ZOverviewSchema.parse((await adminCall(ctx.app, admin, 'GET', 'overview/?days=7')).json());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect([week.time_zone, week.dates.at(-1)]).toEqual(['Pacific/Kiritimati', today]);
    await adminCall(ctx.app, admin, 'PUT', 'settings/date/', {
      date_format: 'MMM d, yyyy',
      time_format: '12h',
      time_zone: null,
    });
  });
});

describe('admin/overview/: generations rolled up per hour, and the AI provider’s calls', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  it('counts spending of closed hours from the roll-up and the open hour from the ledger, each once', async () => {
    const admin = await injectWithLogin(f.app, { role: 'admin' });
    const overview = async () =>
      ZOverviewSchema.parse((await adminCall(f.app, admin, 'GET', 'overview/?days=7')).json());
    const before = (await overview()).generations.ai_image_tokens;
    const user = await injectWithLogin(f.app);
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const spend = (created_at: string) => ({
      user_id: user.id,
      capability: 'ai_image_tokens' as const,
      delta: -1,
      balance_after: 0,
      reason: 'spend' as const,
      order_id: null,
      reference: null,
      created_at,
    });
    // Spending three hours ago, not rolled up yet (the roll-up has reached four hours ago).
    await f.app.db
      .insertInto('balance_ledger')
      .values([spend(threeHoursAgo), spend(threeHoursAgo)])
      .execute();
    await f.app.repositories.settings.set(
      'overview.spend_rolled_until',
      utcHour(new Date(Date.now() - 4 * 3600_000)),
    );
    const reserved = await f.app.balances.reserve(user.id, 'ai_image_tokens', 1);
    await f.app.balances.settle(reserved.id, 1);

    expect((await overview()).generations.ai_image_tokens - before).toBe(3);
    const rolled = await f.app.db
      .selectFrom('spend_hourly')
      .selectAll()
      .where('hour', '=', threeHoursAgo.slice(0, 13))
      .where('capability', '=', 'ai_image_tokens')
      .executeTakeFirst();
    expect(rolled?.entries).toBeGreaterThanOrEqual(2);
    // Read again (nothing new to roll): the same figure, nothing counted twice.
    expect((await overview()).generations.ai_image_tokens - before).toBe(3);
    expect(await f.app.repositories.settings.get('overview.spend_rolled_until')).toBe(
      utcHour(new Date(Date.now() - 60_000)),
    );
  });

  it('shows the provider’s calls: answered with their latency, failures by kind', async () => {
    const admin = await injectWithLogin(f.app, { role: 'admin' });
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Fine', ' thanks.'] });
    await readEvents(await send(f, user, chatId, 'How are you?'));
    f.fake.fail(401, 'bad key');
    expect((await send(f, user, chatId, 'Again?')).status).toBe(502);

    const { provider } = ZOverviewSchema.parse(
      (await adminCall(f.app, admin, 'GET', 'overview/?days=7')).json(),
    );
    const text = provider.by_kind.find((row) => row.kind === 'text')!;
    expect(text).toMatchObject({ calls: 2, failed: 1 });
    expect(text.latency_avg_ms).toEqual(expect.any(Number));
    expect(text.latency_p95_ms).toBeGreaterThan(0);
    expect(provider.errors).toMatchObject({ auth: 1, rate_limit: 0, network: 0 });
    expect(provider.per_day.at(-1)).toMatchObject({ calls: 2, failed: 1 });
    expect(provider.calls).toBe(2);
  });
});

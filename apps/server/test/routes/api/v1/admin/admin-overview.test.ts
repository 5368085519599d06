import { ZERO_QUANTITIES, ZOverviewSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
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

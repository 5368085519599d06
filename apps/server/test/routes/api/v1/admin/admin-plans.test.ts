import {
  ZAdminPackSchema,
  ZAdminPlansResponseSchema,
  ZERO_QUANTITIES,
  ZPlansResponseSchema,
} from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall, auditOf } from './admin-fixture.js';

const pack = (name: string, extra: object = {}) => ({
  name,
  description: 'For a busy month',
  price: 19.99,
  currency: 'usd',
  quantities: { ...ZERO_QUANTITIES, chatbots_tokens: 50_000, ai_image_tokens: 40 },
  ...extra,
});

describe('admin/plans/: the packs and the custom plan an operator sells', () => {
  const ctx = useTestApp();
  const publicPlans = async () =>
    ZPlansResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/plans/' })).json(),
    );

  it('a new pack is for sale at once (the public answer changes), audited, and can be bought', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    await publicPlans(); // cached before the change
    const created = await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Agency'));
    expect(created.statusCode, created.body).toBe(201);
    const agency = ZAdminPackSchema.parse(created.json());
    expect(agency).toMatchObject({ name: 'Agency', price: 19.99, currency: 'USD', active: true, orders: 0 });
    const listed = (await publicPlans()).find((plan) => plan.id === agency.id);
    expect(listed).toMatchObject({ plan: 'Agency', price: 19.99, chatbots_tokens: 50_000 });
    expect((await auditOf(ctx.app, 'plan', agency.id)).map((row) => row.action)).toEqual(['plan.create']);

    const buyer = await injectWithLogin(ctx.app);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/purchase/${await sandboxGatewayId(ctx.app)}/`,
      headers: buyer.headers,
      payload: { plan_id: agency.id },
    });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('validates packs as money and quantities, and keeps at most one most popular', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const bad = await adminCall(ctx.app, admin, 'POST', 'plans/', {
      ...pack(''),
      price: 10.005,
      currency: 'dollars',
      quantities: { ...ZERO_QUANTITIES, ai_image_tokens: -1 },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        name: ['Give the pack a name.'],
        price: ['Use at most two decimals.'],
        currency: ['Use a three-letter currency code.'],
        'quantities.ai_image_tokens': ['Must be 0 or more.'],
      },
    ]);
    const empty = await adminCall(ctx.app, admin, 'POST', 'plans/', {
      ...pack('Empty'),
      quantities: ZERO_QUANTITIES,
    });
    expect(empty.json()).toEqual({ quantities: ['A pack gives at least one thing.'] });

    const first = ZAdminPackSchema.parse(
      (await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Star one', { most_popular: true }))).json(),
    );
    const second = ZAdminPackSchema.parse(
      (await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Star two'))).json(),
    );
    await adminCall(ctx.app, admin, 'PATCH', `plans/${second.id}/`, { most_popular: true });
    const { packs } = ZAdminPlansResponseSchema.parse(
      (await adminCall(ctx.app, admin, 'GET', 'plans/')).json(),
    );
    expect(packs.filter((p) => p.most_popular).map((p) => p.id)).toEqual([second.id]);
    expect(packs.find((p) => p.id === first.id)?.most_popular).toBe(false);
    const missing = await adminCall(ctx.app, admin, 'PATCH', 'plans/999999/', { name: 'Nope' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'This pack does not exist.' }]);
  });

  it('an edit changes only the fields it names (a rename keeps most popular, on sale and the description)', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const star = ZAdminPackSchema.parse(
      (await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Kept star', { most_popular: true }))).json(),
    );
    const renamed = await adminCall(ctx.app, admin, 'PATCH', `plans/${star.id}/`, { name: 'Renamed star' });
    expect(renamed.json()).toMatchObject({
      name: 'Renamed star',
      most_popular: true,
      active: true,
      description: 'For a busy month',
    });
    expect((await adminCall(ctx.app, admin, 'PATCH', `plans/${star.id}/`, {})).json()).toEqual({
      non_field_errors: ['Nothing to change.'],
    });
  });

  it('a pack with orders is taken off sale, never deleted: it cannot be bought but its orders still read', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const sold = ZAdminPackSchema.parse(
      (await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Seasonal', { most_popular: true }))).json(),
    );
    const unsold = ZAdminPackSchema.parse(
      (await adminCall(ctx.app, admin, 'POST', 'plans/', pack('Unsold'))).json(),
    );
    const buyer = await injectWithLogin(ctx.app);
    const gateway = await sandboxGatewayId(ctx.app);
    const purchase = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/purchase/${gateway}/`,
        headers: buyer.headers,
        payload: { plan_id: sold.id },
      });
    const { order_id: orderId } = (await purchase()).json<{ order_id: number }>();

    const removed = await adminCall(ctx.app, admin, 'DELETE', `plans/${sold.id}/`);
    expect(removed.json()).toEqual({
      outcome: 'deactivated',
      detail: 'The pack has orders, so it is kept for them and taken off sale instead.',
    });
    const deleted = await adminCall(ctx.app, admin, 'DELETE', `plans/${unsold.id}/`);
    expect(deleted.json()).toEqual({ outcome: 'deleted', detail: 'The pack is deleted.' });
    expect((await publicPlans()).map((plan) => plan.id)).not.toContain(sold.id);
    const refused = await purchase();
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { plan_id: ['This plan does not exist or is no longer for sale.'] },
    ]);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/orders/${orderId}/`,
      headers: buyer.headers,
    });
    expect(order.json()).toMatchObject({ plan_id: sold.id, plan_name: 'Seasonal' });
    const { packs } = ZAdminPlansResponseSchema.parse(
      (await adminCall(ctx.app, admin, 'GET', 'plans/')).json(),
    );
    // A pack off sale is no longer the one shown as most popular.
    expect(packs.find((p) => p.id === sold.id)).toMatchObject({
      active: false,
      most_popular: false,
      orders: 1,
    });
    expect(packs.map((p) => p.id)).not.toContain(unsold.id);
    expect((await auditOf(ctx.app, 'plan', sold.id)).at(-1)).toMatchObject({
      action: 'plan.remove',
      before: { name: 'Seasonal' },
      after: { outcome: 'deactivated' },
    });
    expect((await auditOf(ctx.app, 'plan', unsold.id)).at(-1)).toMatchObject({
      action: 'plan.remove',
      before: { name: 'Unsold' },
      after: { outcome: 'deleted' },
    });
  });

  it('reorders the packs and sets the custom plan’s rates, both seen publicly at once', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { packs } = ZAdminPlansResponseSchema.parse(
      (await adminCall(ctx.app, admin, 'GET', 'plans/')).json(),
    );
    const reversed = packs.map((p) => p.id).reverse();
    const reordered = await adminCall(ctx.app, admin, 'PUT', 'plans/order/', { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const active = new Set(packs.filter((p) => p.active).map((p) => p.id));
    const publicPacks = (await publicPlans())
      .filter((plan) => !('chatbot_rate_per_token' in plan))
      .map((plan) => plan.id);
    expect(publicPacks).toEqual(reversed.filter((id) => active.has(id)));
    const partial = await adminCall(ctx.app, admin, 'PUT', 'plans/order/', { ids: reversed.slice(1) });
    expect(partial.json()).toEqual({ ids: ['List every pack exactly once.'] });

    const custom = ZAdminPlansResponseSchema.parse(
      (await adminCall(ctx.app, admin, 'GET', 'plans/')).json(),
    ).custom!;
    const rates = { ...custom.rates, chatbot_rate_per_token: 0.000125, ai_image_rate_per_token: 0.2 };
    const saved = await adminCall(ctx.app, admin, 'PUT', 'plans/custom/', {
      currency: 'usd',
      active: true,
      rates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicCustom = (await publicPlans()).find((plan) => 'chatbot_rate_per_token' in plan);
    expect(publicCustom).toMatchObject({ chatbot_rate_per_token: 0.000125, ai_image_rate_per_token: 0.2 });
    const badRate = await adminCall(ctx.app, admin, 'PUT', 'plans/custom/', {
      currency: 'usd',
      active: true,
      rates: { ...rates, ai_image_rate_per_token: 0.0000001 },
    });
    expect(badRate.json()).toEqual({ 'rates.ai_image_rate_per_token': ['Use at most six decimals.'] });
    const off = await adminCall(ctx.app, admin, 'PUT', 'plans/custom/', {
      currency: 'usd',
      active: false,
      rates,
    });
    expect(off.statusCode).toBe(200);
    expect((await publicPlans()).some((plan) => 'chatbot_rate_per_token' in plan)).toBe(false);
    await adminCall(ctx.app, admin, 'PUT', 'plans/custom/', {
      currency: 'usd',
      active: true,
      rates: custom.rates,
    });
  });
});

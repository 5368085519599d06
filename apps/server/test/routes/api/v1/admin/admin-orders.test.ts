import { ZAdminOrderDetailSchema, ZAdminOrdersResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, packByName, storedBalances } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall, auditOf, manualOrder } from './admin-fixture.js';

describe('admin/orders/: manual orders, refunds and the list', () => {
  const ctx = useTestApp();

  it('a manual order is paid at once, credits once, names the plan and is audited', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    await ctx.app.balances.ensureAccount(user.id);
    const before = await storedBalances(ctx.app, user.id);
    const starter = await packByName(ctx.app, 'Starter');
    const body = {
      user_id: user.id,
      plan_id: starter.id,
      quantities: null,
      price: 0,
      currency: 'usd',
      note: 'Conference gift',
    };
    const created = await adminCall(ctx.app, admin, 'POST', 'orders/', body);
    expect(created.statusCode, created.body).toBe(201);
    const order = ZAdminOrderDetailSchema.parse(created.json());
    expect(order).toMatchObject({
      status: 'paid',
      plan_name: 'Starter',
      amount: 0,
      currency: 'USD',
      gateway: { code: 'manual' },
      note: 'Conference gift',
      user: { id: user.id, email: user.email },
      created_by: { id: admin.id },
      refundable: true,
    });
    const after = await storedBalances(ctx.app, user.id);
    expect(after.chatbots_tokens).toBe(before.chatbots_tokens + starter.chatbots_tokens);
    expect(order.ledger.filter((row) => row.reason === 'purchase').length).toBeGreaterThan(0);
    expect((await ctx.app.repositories.users.findById(user.id))?.plan).toBe('Starter');
    expect(await auditOf(ctx.app, 'order', order.id)).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'order.create' }),
    ]);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('refuses a manual order without a user, a plan or quantities, or with a bad price', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const missing = await adminCall(ctx.app, admin, 'POST', 'orders/', {
      ...manualOrder(999_999, { chatbots_tokens: 5 }),
    });
    expect([missing.statusCode, missing.json()]).toEqual([400, { user_id: ['This user does not exist.'] }]);
    const neither = await adminCall(ctx.app, admin, 'POST', 'orders/', {
      ...manualOrder(user.id, {}),
      quantities: null,
    });
    expect(neither.json()).toEqual({ plan_id: ['Choose a pack or enter custom quantities.'] });
    const empty = await adminCall(ctx.app, admin, 'POST', 'orders/', manualOrder(user.id, {}));
    expect(empty.json()).toEqual({ quantities: ['Enter at least one quantity.'] });
    const price = await adminCall(
      ctx.app,
      admin,
      'POST',
      'orders/',
      manualOrder(user.id, { ai_image_tokens: 1 }, -1),
    );
    expect(price.json()).toEqual({ price: ['A price cannot be negative; 0 is a gift.'] });
    expect(await ctx.app.repositories.orders.findAllByUserId(user.id)).toEqual([]);
  });

  it('a refund takes back only what is unspent, shows the rest, changes the plan back, and acts once', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    await ctx.app.balances.ensureAccount(user.id);
    const trial = await storedBalances(ctx.app, user.id);
    const created = await adminCall(
      ctx.app,
      admin,
      'POST',
      'orders/',
      manualOrder(user.id, { ai_image_tokens: 10, chatbots_tokens: 100 }, 9.5),
    );
    const { id } = ZAdminOrderDetailSchema.parse(created.json());
    // The user spends 12 images: 10 bought, 3 from the trial, so 1 of the trial's is left.
    const spent = await ctx.app.balances.reserve(user.id, 'ai_image_tokens', trial.ai_image_tokens + 10 - 1);
    await ctx.app.balances.settle(spent.id, spent.amount);

    const refunded = await adminCall(ctx.app, admin, 'POST', `orders/${id}/refund/`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const order = ZAdminOrderDetailSchema.parse(refunded.json());
    expect(order).toMatchObject({ status: 'refunded', refundable: false });
    expect(order.refunded_at).not.toBeNull();
    expect(order.refund).toEqual([
      { capability: 'chatbots_tokens', credited: 100, taken_back: 100, not_recovered: 0 },
      { capability: 'ai_image_tokens', credited: 10, taken_back: 1, not_recovered: 9 },
    ]);
    const after = await storedBalances(ctx.app, user.id);
    expect([after.ai_image_tokens, after.chatbots_tokens]).toEqual([0, trial.chatbots_tokens]);
    expect((await ctx.app.repositories.users.findById(user.id))?.plan).toBe('TRIAL PLAN');

    const again = await adminCall(ctx.app, admin, 'POST', `orders/${id}/refund/`);
    expect([again.statusCode, again.json()]).toEqual([409, { detail: 'Only a paid order can be refunded.' }]);
    // Two refunds at the same moment: one takes back, the other is refused.
    const second = ZAdminOrderDetailSchema.parse(
      (
        await adminCall(ctx.app, admin, 'POST', 'orders/', manualOrder(user.id, { chatbots_tokens: 50 }))
      ).json(),
    );
    const both = await Promise.all(
      [1, 2].map(() => adminCall(ctx.app, admin, 'POST', `orders/${second.id}/refund/`)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await storedBalances(ctx.app, user.id)).chatbots_tokens).toBe(trial.chatbots_tokens);
    expect((await auditOf(ctx.app, 'order', second.id)).map((row) => row.action)).toEqual([
      'order.create',
      'order.refund',
    ]);
    await expectLedgerMatchesBalances(ctx.app, user.id);
    // The user's own usage counts what they spent, not what the refund took back.
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/balance/',
      headers: user.headers,
    });
    expect(balance.json().used.chatbots_tokens).toBe(0);
  });

  it('lists every order with filters, search, sort, pages and the revenue of the filtered set', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const buyer = await injectWithLogin(ctx.app, { email: `revenue-${Date.now()}@example.com` });
    const ids: number[] = [];
    for (const price of [10, 20.25, 5]) {
      const created = await adminCall(
        ctx.app,
        admin,
        'POST',
        'orders/',
        manualOrder(buyer.id, { chatbots_tokens: 10 }, price),
      );
      ids.push(created.json<{ id: number }>().id);
    }
    await adminCall(ctx.app, admin, 'POST', `orders/${ids[2]}/refund/`);
    const list = async (query: string) => {
      const response = await adminCall(ctx.app, admin, 'GET', `orders/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZAdminOrdersResponseSchema.parse(response.json());
    };
    const byEmail = await list(`search=${encodeURIComponent(buyer.email.slice(0, 12))}&sort=-amount`);
    expect(byEmail.results.map((order) => order.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect(byEmail.revenue).toEqual([{ currency: 'USD', amount: 30.25, orders: 2 }]);
    expect((await list(`search=%23${ids[1]}`)).results.map((o) => o.id)).toEqual([ids[1]]);
    const refunded = await list(`user_id=${buyer.id}&status=refunded`);
    expect([refunded.count, refunded.revenue]).toEqual([1, []]);
    const paged = await list(`user_id=${buyer.id}&page_size=2&page=2&sort=created`);
    expect([paged.count, paged.previous, paged.results.map((o) => o.id)]).toEqual([3, 1, [ids[2]]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`user_id=${buyer.id}&from=${today}&to=${today}&gateway=manual`)).count).toBe(3);
    expect((await list(`user_id=${buyer.id}&from=2001-01-01&to=2001-01-31`)).count).toBe(0);
    const bad = await adminCall(ctx.app, admin, 'GET', 'orders/?status=lost&from=2026-02-30&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['from', 'status']);
    const reversed = await adminCall(ctx.app, admin, 'GET', 'orders/?from=2026-03-01&to=2026-01-01');
    expect(reversed.json()).toEqual({ to: ['The end date is before the start date.'] });
    const missing = await adminCall(ctx.app, admin, 'GET', 'orders/987654/');
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Order not found.' }]);
  });
});

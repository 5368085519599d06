import { CUSTOM_PLAN_NAME, PLAN_QUANTITY_FIELDS, ZERO_QUANTITIES, type TQuantities } from '@inkwell/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_ONLY } from '../../../../../src/services/payments/fulfilment.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import {
  addPurchase,
  expectLedgerMatchesBalances,
  packByName,
  sandboxGatewayId,
  storedBalances,
} from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('Sandbox checkout: pay, cancel, fulfil once', () => {
  const ctx = useTestApp();
  const users: TLoggedIn[] = [];
  const call = (user: TLoggedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

  async function signIn() {
    const user = await injectWithLogin(ctx.app);
    users.push(user);
    await ctx.app.balances.ensureAccount(user.id);
    return user;
  }
  async function startPack(user: TLoggedIn, name = 'Pro') {
    const plan = await packByName(ctx.app, name);
    const response = await call(user, 'POST', `payments/purchase/${await sandboxGatewayId(ctx.app)}/`, {
      plan_id: plan.id,
    });
    const quantities = Object.fromEntries(PLAN_QUANTITY_FIELDS.map((f) => [f, plan[f]])) as TQuantities;
    return { orderId: response.json().order_id as number, quantities };
  }

  afterEach(async () => {
    for (const user of users.splice(0)) await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('Pay marks the order paid, credits every quantity and names the plan', async () => {
    const user = await signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, quantities } = await startPack(user);
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);

    const paid = await call(user, 'POST', `payments/sandbox/${orderId}/pay/`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      id: orderId,
      status: 'paid',
      amount: 39,
      currency: 'USD',
      paid_at: expect.any(String),
    });
    expect(await storedBalances(ctx.app, user.id)).toEqual(addPurchase(before, quantities));
    expect((await call(user, 'GET', 'users/profile')).json().plan).toBe('Pro');

    const balance = (await call(user, 'GET', 'users/balance/')).json();
    expect(balance).toMatchObject({
      plan: 'Pro',
      balances: { chatbots_tokens: before.chatbots_tokens + quantities.chatbots_tokens },
      limits: {
        text_character_length_limit: Math.max(
          before.text_character_length_limit,
          quantities.text_character_length_limit,
        ),
      },
      used: { chatbots_tokens: 0 },
    });
  });

  it('paying twice, or at the same moment, credits once', async () => {
    const user = await signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, quantities } = await startPack(user, 'Starter');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(user, 'POST', `payments/sandbox/${orderId}/pay/`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const again = await call(user, 'POST', `payments/sandbox/${orderId}/pay/`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { detail: 'This order is paid; only a pending order can be paid or canceled.' },
    ]);
    const direct = await Promise.all([
      ctx.app.fulfilment.fulfil(orderId, PENDING_ONLY),
      ctx.app.fulfilment.fulfil(orderId, PENDING_ONLY),
    ]);
    expect(direct).toEqual([undefined, undefined]);
    expect(await storedBalances(ctx.app, user.id)).toEqual(addPurchase(before, quantities));
  });

  it('the fulfilment function credits once when called twice at the same moment', async () => {
    const user = await signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, quantities } = await startPack(user, 'Creator');
    const results = await Promise.all([
      ctx.app.fulfilment.fulfil(orderId, PENDING_ONLY),
      ctx.app.fulfilment.fulfil(orderId, PENDING_ONLY),
      ctx.app.fulfilment.fulfil(orderId, PENDING_ONLY),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storedBalances(ctx.app, user.id)).toEqual(addPurchase(before, quantities));
    const ledger = await ctx.app.repositories.balances.pageLedger(user.id, { page: 1, page_size: 100 });
    expect(ledger.rows.filter((row) => row.order_id === orderId)).toHaveLength(
      PLAN_QUANTITY_FIELDS.filter((f) => addPurchase(before, quantities)[f] !== before[f]).length,
    );
  });

  it('Cancel leaves the balances unchanged, and a canceled order cannot be paid', async () => {
    const user = await signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId } = await startPack(user);
    const canceled = await call(user, 'POST', `users/orders/${orderId}/cancel/`);
    expect([canceled.statusCode, canceled.json().status]).toEqual([200, 'canceled']);
    const pay = await call(user, 'POST', `payments/sandbox/${orderId}/pay/`);
    expect(pay.statusCode).toBe(409);
    const cancelAgain = await call(user, 'POST', `users/orders/${orderId}/cancel/`);
    expect(cancelAgain.statusCode).toBe(409);
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
    expect((await call(user, 'GET', 'users/profile')).json().plan).toBe('TRIAL PLAN');
  });

  it("another user's order is not found: not paid, canceled or shown", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const { orderId } = await startPack(owner);
    for (const [method, url] of [
      ['POST', `payments/sandbox/${orderId}/pay/`],
      ['POST', `users/orders/${orderId}/cancel/`],
      ['GET', `users/orders/${orderId}/`],
    ] as const) {
      const response = await call(stranger, method, url);
      expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Order not found.' }]);
    }
    expect((await call(stranger, 'GET', 'users/orders/')).json().count).toBe(0);
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('pending');
  });

  it('a custom plan raises limits to at least the bought ones and names the plan CUSTOM PLAN', async () => {
    const user = await signIn();
    const before = await storedBalances(ctx.app, user.id);
    const bought = {
      ...before,
      ...ZERO_QUANTITIES,
    } as TQuantities;
    Object.assign(bought, {
      ai_image_tokens: 7,
      speech_duration_limit: 0,
      text_character_length_limit: 42000,
    });
    const start = await call(
      user,
      'POST',
      `payments/purchase_custom_plan/${await sandboxGatewayId(ctx.app)}`,
      bought,
    );
    const orderId = start.json().order_id;
    await call(user, 'POST', `payments/sandbox/${orderId}/pay/`);
    const after = await storedBalances(ctx.app, user.id);
    expect(after).toEqual(addPurchase(before, bought));
    expect(after.speech_duration_limit).toBe(before.speech_duration_limit);
    expect((await call(user, 'GET', 'users/profile')).json().plan).toBe(CUSTOM_PLAN_NAME);
  });
});

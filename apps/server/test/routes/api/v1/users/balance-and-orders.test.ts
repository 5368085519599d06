import { ZBalanceResponseSchema, ZLedgerResponseSchema, ZOrdersResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, packByName, sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('users/balance, users/ledger and users/orders', () => {
  const ctx = useTestApp();
  const get = (user: TLoggedIn, url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/users/${url}`, headers: user.headers });

  async function buyPacks(user: TLoggedIn, names: string[]) {
    const gateway = await sandboxGatewayId(ctx.app);
    for (const name of names) {
      const plan = await packByName(ctx.app, name);
      const { order_id } = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/payments/purchase/${gateway}/`,
          headers: user.headers,
          payload: { plan_id: plan.id },
        })
      ).json();
      if (name !== 'Business') {
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/payments/sandbox/${order_id}/pay/`,
          headers: user.headers,
        });
      }
    }
  }

  it('a new user sees the trial balances, nothing used, on TRIAL PLAN', async () => {
    const user = await injectWithLogin(ctx.app);
    const response = await get(user, 'balance/');
    expect(response.statusCode).toBe(200);
    const trial = await ctx.app.trialBalances.get();
    expect(ZBalanceResponseSchema.parse(response.json())).toEqual({
      plan: 'TRIAL PLAN',
      balances: {
        chatbots_tokens: trial.chatbots_tokens,
        code_generation_tokens: trial.code_generation_tokens,
        template_generation_tokens: trial.template_generation_tokens,
        ai_image_tokens: trial.ai_image_tokens,
        text_to_speech_tokens: trial.text_to_speech_tokens,
        speech_to_text_tokens: trial.speech_to_text_tokens,
        support_request_sent: trial.support_request_sent,
      },
      limits: {
        text_character_length_limit: trial.text_character_length_limit,
        speech_duration_limit: trial.speech_duration_limit,
      },
      used: expect.objectContaining({ chatbots_tokens: 0, ai_image_tokens: 0 }),
    });
  });

  it('lists the ledger newest first, paginated and filtered by capability', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPacks(user, ['Starter']);
    const all = ZLedgerResponseSchema.parse((await get(user, 'ledger/?page_size=5')).json());
    expect(all.count).toBeGreaterThan(9);
    expect(all).toMatchObject({ next: 2, previous: null });
    expect(all.results).toHaveLength(5);
    expect(all.results[0]).toMatchObject({ reason: 'purchase', order_id: expect.any(Number) });
    const images = ZLedgerResponseSchema.parse(
      (await get(user, 'ledger/?capability=ai_image_tokens')).json(),
    );
    expect(images.results.map((row) => [row.reason, row.capability])).toEqual([
      ['purchase', 'ai_image_tokens'],
      ['trial', 'ai_image_tokens'],
    ]);
    expect(images.results[0]!.balance_after).toBe(
      images.results[0]!.delta + images.results[1]!.balance_after,
    );
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it("lists only the user's own orders, newest first, filtered by status", async () => {
    const user = await injectWithLogin(ctx.app);
    const other = await injectWithLogin(ctx.app);
    await buyPacks(user, ['Starter', 'Creator', 'Business']);
    await buyPacks(other, ['Pro']);
    const orders = ZOrdersResponseSchema.parse((await get(user, 'orders/')).json());
    expect(orders.count).toBe(3);
    expect(orders.results.map((o) => [o.plan_name, o.status, o.amount, o.gateway.method_name])).toEqual([
      ['Business', 'pending', 79, 'Sandbox'],
      ['Creator', 'paid', 19, 'Sandbox'],
      ['Starter', 'paid', 9, 'Sandbox'],
    ]);
    const pending = ZOrdersResponseSchema.parse((await get(user, 'orders/?status=pending')).json());
    expect(pending.results.map((o) => o.plan_name)).toEqual(['Business']);
    const one = await get(user, `orders/${orders.results[1]!.id}`);
    expect(one.json()).toMatchObject({ plan_name: 'Creator', quantities: { chatbots_tokens: 60000 } });
  });

  it('rejects bad query values with field errors', async () => {
    const user = await injectWithLogin(ctx.app);
    const cases: [string, string][] = [
      ['ledger/?capability=gold', 'capability'],
      ['ledger/?page=0', 'page'],
      ['orders/?page_size=1000', 'page_size'],
      ['orders/?status=lost', 'status'],
      ['orders/abc/', 'id'],
    ];
    for (const [url, field] of cases) {
      const response = await get(user, url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()), url).toEqual([field]);
    }
  });

  it('the data export carries orders and the ledger; deleting the account keeps the order for the books', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPacks(user, ['Starter']);
    const exported = (await get(user, 'export/')).json();
    expect(exported.orders).toEqual([expect.objectContaining({ plan_name: 'Starter', status: 'paid' })]);
    expect(exported.balance_ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'purchase', capability: 'chatbots_tokens' }),
      ]),
    );
    const orderId = exported.orders[0].id;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/account/',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.app.repositories.orders.findById(orderId)).toMatchObject({
      user_id: null,
      status: 'paid',
    });
    expect(await ctx.app.repositories.balances.findAll(user.id)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['balance/', 'ledger/', 'orders/', 'orders/1/']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${url}` });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

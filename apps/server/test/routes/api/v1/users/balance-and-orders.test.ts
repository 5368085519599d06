import {
  ZBalanceResponseSchema,
  ZERO_QUANTITIES,
  ZLedgerResponseSchema,
  ZOrdersResponseSchema,
} from '@inkwell/contract';
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

  it('lists the ledger newest first in lines: a purchase or the trial is one line of its rows', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPacks(user, ['Starter', 'Creator']);
    const adjustment = { ...ZERO_QUANTITIES, ai_image_tokens: 3, chatbots_tokens: 100 };
    await ctx.app.balances.credit(ctx.app.db, user.id, adjustment, { reason: 'admin_adjustment' });
    const page = async (query: string) =>
      ZLedgerResponseSchema.parse((await get(user, `ledger/?${query}`)).json());

    const first = await page('page_size=3');
    const second = await page('page_size=3&page=2');
    expect(first).toMatchObject({ count: 5, next: 2, previous: null });
    const lines = [...first.results, ...second.results];
    expect(lines.map((line) => [line.reason, line.entries.length])).toEqual([
      ['admin_adjustment', 1],
      ['admin_adjustment', 1],
      ['purchase', expect.any(Number)],
      ['purchase', expect.any(Number)],
      ['trial', expect.any(Number)],
    ]);
    const [creator, starter] = lines.slice(2, 4);
    expect(creator!.entries.length).toBeGreaterThanOrEqual(7);
    for (const line of [creator!, starter!])
      expect(new Set(line.entries.map((entry) => entry.order_id))).toEqual(new Set([line.order_id]));
    expect(creator!.order_id).toBeGreaterThan(starter!.order_id!);
    const { count: rows } = await ctx.app.repositories.balances.pageLedger(user.id, {
      page: 1,
      page_size: 100,
    });
    expect(lines.flatMap((line) => line.entries)).toHaveLength(rows);

    const images = await page('capability=ai_image_tokens');
    expect(images.results.map((line) => [line.reason, line.entries.map((e) => e.capability)])).toEqual([
      ['admin_adjustment', ['ai_image_tokens']],
      ['purchase', ['ai_image_tokens']],
      ['purchase', ['ai_image_tokens']],
      ['trial', ['ai_image_tokens']],
    ]);
    const [newest, previous] = images.results.map((line) => line.entries[0]!);
    expect(newest!.balance_after).toBe(newest!.delta + previous!.balance_after);
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

import {
  CUSTOM_PLAN_EMPTY_MESSAGE,
  CUSTOM_PLAN_MAXIMA,
  ZERO_QUANTITIES,
  computeCustomPlanPrice,
  isCustomPlan,
  type TCustomPlan,
  type TPurchaseCustomPlanRequest,
} from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { packByName, sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

const none: TPurchaseCustomPlanRequest = ZERO_QUANTITIES;

describe('POST payments/purchase and purchase_custom_plan', () => {
  const ctx = useTestApp();
  const buy = (user: TLoggedIn, url: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${url}`,
      headers: user.headers,
      payload: payload as object,
    });
  const order = async (id: number) => (await ctx.app.repositories.orders.findById(id))!;
  const customPlan = async () =>
    (await ctx.app.plans.listPlans()).find((plan): plan is TCustomPlan => isCustomPlan(plan))!;

  it.each(['/', ''])(
    'buys a pack at its own price and answers the Sandbox checkout (trailing "%s")',
    async (slash) => {
      const user = await injectWithLogin(ctx.app);
      const gateway = await sandboxGatewayId(ctx.app);
      const pro = await packByName(ctx.app, 'Pro');
      const response = await buy(user, `purchase/${gateway}${slash}`, {
        plan_id: pro.id,
        price: 0.01,
        amount: 1,
      });
      expect(response.statusCode).toBe(200);
      const { checkout_url, order_id } = response.json();
      expect(checkout_url).toBe(`/checkout/sandbox/${order_id}`);
      expect(await order(order_id)).toMatchObject({
        user_id: user.id,
        plan_id: pro.id,
        plan_kind: 'pack',
        plan_name: 'Pro',
        amount_cents: 3900,
        currency: 'USD',
        gateway: 'sandbox',
        status: 'pending',
        chatbots_tokens: pro.chatbots_tokens,
        support_request_sent: pro.support_request_sent,
      });
    },
  );

  it('prices a custom plan as Σ tokens × rate, the same figure the calculator shows', async () => {
    const user = await injectWithLogin(ctx.app);
    const gateway = await sandboxGatewayId(ctx.app);
    const plan = await customPlan();
    const cases: TPurchaseCustomPlanRequest[] = [
      { ...none, chatbots_tokens: 1000, code_generation_tokens: 10, ai_image_tokens: 10 },
      { ...CUSTOM_PLAN_MAXIMA },
      { ...none, chatbots_tokens: 13 }, // 0.0052 → rounds half-up to one cent
      { ...none, text_character_length_limit: 333, speech_duration_limit: 7, support_request_sent: 3 },
    ];
    const expected = [130, 23550, 1, 427];
    for (const [index, quantities] of cases.entries()) {
      const response = await buy(user, `purchase_custom_plan/${gateway}`, quantities);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
      const row = await order(response.json().order_id);
      expect(row.amount_cents).toBe(expected[index]);
      expect(row.amount_cents / 100).toBe(computeCustomPlanPrice(plan, quantities));
      expect(row).toMatchObject({ plan_kind: 'custom', ...quantities });
    }
  });

  it('answers field errors for quantities that are negative, fractional, over the maxima, missing or all zero', async () => {
    const user = await injectWithLogin(ctx.app);
    const url = `purchase_custom_plan/${await sandboxGatewayId(ctx.app)}`;
    const attempts: [object, Record<string, string[]>][] = [
      [{ ...none, chatbots_tokens: -1 }, { chatbots_tokens: ['Must be 0 or more.'] }],
      [{ ...none, ai_image_tokens: 2.5 }, { ai_image_tokens: ['Enter a whole number.'] }],
      [{ ...none, ai_image_tokens: 901 }, { ai_image_tokens: ['Ensure this value is at most 900.'] }],
      [{ ...none, chatbots_tokens: 42001 }, { chatbots_tokens: ['Ensure this value is at most 42000.'] }],
      [{ ...none, code_generation_tokens: '5' }, { code_generation_tokens: ['Enter a number.'] }],
      [none, { non_field_errors: [CUSTOM_PLAN_EMPTY_MESSAGE] }],
      [{ chatbots_tokens: 5 }, expect.objectContaining({ ai_image_tokens: ['Enter a number.'] })],
      // 12 × 0.0004 = 0.0048: rounds to nothing, so there is nothing to pay.
      [
        { ...none, chatbots_tokens: 12 },
        { non_field_errors: [expect.stringContaining('at least 0.01 USD')] },
      ],
    ];
    for (const [payload, errors] of attempts) {
      const response = await buy(user, url, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload)).toEqual([400, errors]);
    }
    expect((await ctx.app.orders.list(user.id, { page: 1, page_size: 10 })).count).toBe(0);
  });

  it('refuses unknown, inactive and custom plans on the pack route, and bad plan ids', async () => {
    const user = await injectWithLogin(ctx.app);
    const url = `purchase/${await sandboxGatewayId(ctx.app)}/`;
    const custom = await customPlan();
    const starter = await packByName(ctx.app, 'Starter');
    await ctx.app.db.updateTable('plans').set({ active: false }).where('id', '=', starter.id).execute();
    const attempts: [object, Record<string, string[]>][] = [
      [{ plan_id: 999999 }, { plan_id: ['This plan does not exist or is no longer for sale.'] }],
      [{ plan_id: starter.id }, { plan_id: ['This plan does not exist or is no longer for sale.'] }],
      [{ plan_id: custom.id }, { plan_id: [expect.stringContaining('purchase_custom_plan')] }],
      [{ plan_id: 'abc' }, { plan_id: ['Choose a plan.'] }],
      [{ plan_id: -3 }, { plan_id: ['Plan id must be a positive number.'] }],
      [{}, { plan_id: ['Choose a plan.'] }],
    ];
    for (const [payload, errors] of attempts) {
      const response = await buy(user, url, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload)).toEqual([400, errors]);
    }
    await ctx.app.db.updateTable('plans').set({ active: true }).where('id', '=', starter.id).execute();
  });

  it('refuses unknown, disabled and unconfigured gateways with a clear 404', async () => {
    const user = await injectWithLogin(ctx.app);
    const pro = await packByName(ctx.app, 'Pro');
    const stripe = (await ctx.app.repositories.paymentMethods.findByCode('stripe'))!;
    const sandbox = await sandboxGatewayId(ctx.app);
    await ctx.app.db
      .updateTable('payment_methods')
      .set({ enabled: false })
      .where('id', '=', sandbox)
      .execute();
    for (const gateway of [999, stripe.id, sandbox]) {
      const response = await buy(user, `purchase/${gateway}/`, { plan_id: pro.id });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { detail: 'This payment gateway does not exist or is not available.' },
      ]);
    }
    await ctx.app.db
      .updateTable('payment_methods')
      .set({ enabled: true })
      .where('id', '=', sandbox)
      .execute();
    const bad = await buy(user, 'purchase/sandbox/', { plan_id: pro.id });
    expect([bad.statusCode, bad.json()]).toEqual([400, { gateway_id: ['Gateway id must be a number.'] }]);
  });

  it('needs a signed-in buyer', async () => {
    const pro = await packByName(ctx.app, 'Pro');
    const countOrders = async () => (await ctx.app.db.selectFrom('orders').select('id').execute()).length;
    const before = await countOrders();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/purchase/${await sandboxGatewayId(ctx.app)}/`,
      payload: { plan_id: pro.id },
    });
    expect(response.statusCode).toBe(401);
    expect(await countOrders()).toBe(before);
  });

  it('limits each buyer to 30 checkouts an hour, whatever their IP', async () => {
    const user = await injectWithLogin(ctx.app);
    const other = await injectWithLogin(ctx.app);
    const url = `purchase/${await sandboxGatewayId(ctx.app)}/`;
    const pro = await packByName(ctx.app, 'Pro');
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/${url}`,
        headers: user.headers,
        payload: { plan_id: pro.id },
        remoteAddress: `10.9.0.${index + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await buy(other, url, { plan_id: pro.id })).statusCode).toBe(200);
  });
});

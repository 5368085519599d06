import { CAPABILITIES, ZOrderSchema, type TQuantities } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { PURCHASE_DETAIL } from '../../../../../src/services/payments/purchase-service.js';
import { storedBalances } from '../../../../helpers/balance.js';
import {
  TEST_PUBLIC_URL,
  purchaseWithStripe,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';

const NO_QUANTITIES = Object.fromEntries(CAPABILITIES.map((field) => [field, 0])) as TQuantities;

describe('purchases with Stripe Checkout', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  it('creates a Checkout Session with the server-computed amount and answers its url', async () => {
    const user = await buyers.signIn();
    const response = await purchaseWithStripe(ctx.app, user, { pack: 'Starter' });
    expect(response.statusCode, response.body).toBe(200);
    const { checkout_url, order_id } = response.json<{ checkout_url: string; order_id: number }>();

    const request = ctx.fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${ctx.fake.secretKey}`);
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^inkwell-checkout-${order_id}-`));
    const returnUrl = `${TEST_PUBLIC_URL}/user/current-plan?order=${order_id}`;
    expect(request.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '900',
            product_data: { name: 'Starter', description: expect.stringContaining('20,000 AI chat tokens') },
          },
        },
      ],
      metadata: { order_id: String(order_id) },
      client_reference_id: String(order_id),
      customer_email: user.email,
      success_url: returnUrl,
      cancel_url: `${returnUrl}&canceled=1`,
      expires_at: expect.stringMatching(/^\d+$/),
    });
    const expiresIn = Number(request.body.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(29 * 60);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60);

    const [session] = [...ctx.fake.sessions.values()].filter(
      (s) => s.client_reference_id === String(order_id),
    );
    expect(checkout_url).toBe(`https://checkout.stripe.test/c/pay/${session!.id}`);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/orders/${order_id}/`,
      headers: user.headers,
    });
    expect(ZOrderSchema.parse(order.json())).toMatchObject({
      status: 'pending',
      amount: 9,
      currency: 'USD',
      gateway: { code: 'stripe', method_name: 'Stripe' },
      reference: session!.id,
    });
  });

  it('asking Stripe again for the same order gets the same session (Idempotency-Key)', async () => {
    const user = await buyers.signIn();
    const response = await purchaseWithStripe(ctx.app, user, { pack: 'Pro' });
    const order = (await ctx.app.repositories.orders.findById(response.json().order_id))!;
    const buyer = (await ctx.app.repositories.users.findById(user.id))!;
    const sessions = ctx.fake.sessions.size;
    const again = await ctx.app.gateways.get('stripe')!.createCheckout(order, buyer);
    expect(again.externalId).toBe(order.external_id);
    expect(ctx.fake.sessions.size).toBe(sessions);
  });

  it('prices a custom plan on the server; under 50 cents is refused before Stripe is asked', async () => {
    const user = await buyers.signIn();
    const custom = { ...NO_QUANTITIES, code_generation_tokens: 7, ai_image_tokens: 5 };
    const response = await purchaseWithStripe(ctx.app, user, { custom });
    expect(response.statusCode, response.body).toBe(200);
    expect(ctx.fake.createdSessions().at(-1)).toMatchObject({
      line_items: [
        { price_data: { currency: 'usd', unit_amount: '55', product_data: { name: 'Custom Plan' } } },
      ],
      metadata: { order_id: String(response.json().order_id) },
    });

    const sent = ctx.fake.requests.length;
    const tiny = await purchaseWithStripe(ctx.app, user, {
      custom: { ...NO_QUANTITIES, code_generation_tokens: 1 },
    });
    expect([tiny.statusCode, tiny.json()]).toEqual([
      400,
      { non_field_errors: ['The order total must be at least 0.50 USD with this payment gateway.'] },
    ]);
    expect(ctx.fake.requests.length).toBe(sent);
  });

  it('answers 502 when Stripe fails and marks the order failed, crediting nothing', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    ctx.fake.failNext();
    const response = await purchaseWithStripe(ctx.app, user, { pack: 'Pro' });
    expect([response.statusCode, response.json()]).toEqual([502, { detail: PURCHASE_DETAIL.checkoutFailed }]);
    const { rows } = await ctx.app.repositories.orders.pageForUser(user.id, { page: 1, page_size: 10 });
    expect(rows.map((row) => [row.status, row.failure_reason !== null, row.external_id])).toEqual([
      ['failed', true, null],
    ]);
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
  });
});

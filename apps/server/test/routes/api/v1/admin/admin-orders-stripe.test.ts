import { CONSUMABLE_CAPABILITIES, ZAdminOrderDetailSchema, type TQuantities } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { storedBalances } from '../../../../helpers/balance.js';
import {
  eventOutcomes,
  startStripeOrder,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';
import { deliver, deliverEvent, signedDelivery, stripeEvent } from '../../../../helpers/stripe-webhooks.js';
import { adminCall } from './admin-fixture.js';

/** The consumables of a set of balances: what a refund takes back (the limits a purchase raised stay). */
const consumables = (balances: TQuantities) =>
  CONSUMABLE_CAPABILITIES.map((capability) => balances[capability]);

describe('refunding a Stripe order: through the refund API, or from Stripe’s charge.refunded, once', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  /** A buyer whose Stripe order was paid (webhook), their balances before it, and its PaymentIntent. */
  async function paidStripeOrder() {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    const paid = ctx.fake.complete(session.id);
    const delivered = await deliverEvent(ctx.app, 'checkout.session.completed', paid);
    expect(delivered.statusCode).toBe(200);
    return { user, before, orderId, paymentIntent: String(paid.payment_intent) };
  }
  const refundRequests = () =>
    ctx.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

  it('the admin’s refund asks Stripe to refund the payment, then takes the balances back', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, before, orderId, paymentIntent } = await paidStripeOrder();
    const asked = refundRequests().length;
    const response = await adminCall(ctx.app, admin, 'POST', `orders/${orderId}/refund/`);
    expect(response.statusCode, response.body).toBe(200);
    const order = ZAdminOrderDetailSchema.parse(response.json());
    expect(order.status).toBe('refunded');
    expect(order.payment_events.map((event) => event.outcome)).toEqual(['fulfilled']);
    expect(
      refundRequests()
        .slice(asked)
        .map((r) => r.body.payment_intent),
    ).toEqual([paymentIntent]);
    expect(ctx.fake.charges.get(paymentIntent)?.refunded).toBe(true);
    expect(consumables(await storedBalances(ctx.app, user.id))).toEqual(consumables(before));

    // Stripe then reports the refund: recorded, nothing taken twice.
    const charge = { ...ctx.fake.charges.get(paymentIntent)! };
    const event = stripeEvent('charge.refunded', charge);
    expect((await deliver(ctx.app, signedDelivery(event))).statusCode).toBe(200);
    expect(await eventOutcomes(ctx.app, [event.id])).toEqual({ [event.id]: ['already_refunded', orderId] });
    expect(consumables(await storedBalances(ctx.app, user.id))).toEqual(consumables(before));
  });

  it('a refund made in Stripe’s Dashboard refunds the order the same way; a partial one changes nothing', async () => {
    const { user, before, orderId, paymentIntent } = await paidStripeOrder();
    const paidBalances = await storedBalances(ctx.app, user.id);
    const partial = stripeEvent('charge.refunded', ctx.fake.charges.refundedAtStripe(paymentIntent, 100));
    await deliver(ctx.app, signedDelivery(partial));
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('paid');
    expect(await storedBalances(ctx.app, user.id)).toEqual(paidBalances);

    const full = stripeEvent('charge.refunded', ctx.fake.charges.refundedAtStripe(paymentIntent));
    await deliver(ctx.app, signedDelivery(full));
    expect(await eventOutcomes(ctx.app, [partial.id, full.id])).toEqual({
      [partial.id]: ['partial_refund', orderId],
      [full.id]: ['refunded', orderId],
    });
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('refunded');
    expect(consumables(await storedBalances(ctx.app, user.id))).toEqual(consumables(before));
  });

  it('the admin’s refund and Stripe’s webhook at the same moment take the balances back once', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, before, orderId, paymentIntent } = await paidStripeOrder();
    const charge = { ...ctx.fake.charges.get(paymentIntent)!, refunded: true };
    charge.amount_refunded = charge.amount;
    const [refund, webhook] = await Promise.all([
      adminCall(ctx.app, admin, 'POST', `orders/${orderId}/refund/`),
      deliver(ctx.app, signedDelivery(stripeEvent('charge.refunded', charge))),
    ]);
    expect([refund.statusCode, webhook.statusCode]).toEqual([200, 200]);
    expect(refund.json().status).toBe('refunded');
    expect(consumables(await storedBalances(ctx.app, user.id))).toEqual(consumables(before));
    const takeBacks = (await ctx.app.repositories.balances.findLedgerByOrderId(orderId)).filter(
      (r) => r.reason === 'refund',
    );
    expect(takeBacks.length).toBeGreaterThan(0);
    expect(new Set(takeBacks.map((row) => row.capability)).size).toBe(takeBacks.length);
  });

  it('a refund Stripe refuses changes nothing and says so', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, orderId } = await paidStripeOrder();
    const paidBalances = await storedBalances(ctx.app, user.id);
    ctx.fake.failNext({
      status: 402,
      type: 'card_error',
      message: 'Insufficient funds in the Stripe balance.',
    });
    const response = await adminCall(ctx.app, admin, 'POST', `orders/${orderId}/refund/`);
    expect([response.statusCode, response.json()]).toEqual([
      502,
      {
        detail:
          'Stripe could not refund this payment. Please try again in a moment, or refund it in the Stripe Dashboard.',
      },
    ]);
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('paid');
    expect(await storedBalances(ctx.app, user.id)).toEqual(paidBalances);
  });
});

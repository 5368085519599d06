import { describe, expect, it } from 'vitest';
import { storedBalances } from '../../../../helpers/balance.js';
import {
  eventOutcomes,
  expectPaidOnce,
  startStripeOrder,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';
import { deliver, signedDelivery, stripeEvent } from '../../../../helpers/stripe-webhooks.js';

describe('Stripe webhook: redeliveries, races and events out of order credit once', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  /** A buyer with a pending Stripe order, balances before, and the session as paid at Stripe. */
  async function paidOrder() {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    return { user, before, orderId, session, paid: ctx.fake.complete(session.id) };
  }
  async function expectAllReceived(deliveries: ReturnType<typeof deliver>[]) {
    for (const response of await Promise.all(deliveries)) {
      expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
    }
  }

  it('a redelivered event (same id) is handled once', async () => {
    const { user, before, orderId, paid } = await paidOrder();
    const event = stripeEvent('checkout.session.completed', paid);
    await expectAllReceived([deliver(ctx.app, signedDelivery(event))]);
    await expectAllReceived([deliver(ctx.app, signedDelivery(event))]);
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    // Recorded once, with what the first delivery did; the second changed nothing.
    expect(await eventOutcomes(ctx.app, [event.id])).toEqual({ [event.id]: ['fulfilled', orderId] });
  });

  it('two identical deliveries at the same moment credit once', async () => {
    const { user, before, orderId, paid } = await paidOrder();
    const event = stripeEvent('checkout.session.completed', paid);
    const delivery = signedDelivery(event);
    await expectAllReceived([deliver(ctx.app, delivery), deliver(ctx.app, delivery)]);
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    expect(await eventOutcomes(ctx.app, [event.id])).toEqual({ [event.id]: ['fulfilled', orderId] });
  });

  it('two different events paying one order at the same moment credit once', async () => {
    const { user, before, orderId, paid } = await paidOrder();
    const events = [
      stripeEvent('checkout.session.completed', paid),
      stripeEvent('checkout.session.async_payment_succeeded', paid),
    ];
    await expectAllReceived(events.map((event) => deliver(ctx.app, signedDelivery(event))));
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    const outcomes = Object.values(
      await eventOutcomes(
        ctx.app,
        events.map((event) => event.id),
      ),
    );
    expect(outcomes.map(([outcome]) => outcome).sort()).toEqual(['already_paid', 'fulfilled']);
  });

  it('completed after expired still credits: the money was taken (decision 007)', async () => {
    const { user, before, orderId, session, paid } = await paidOrder();
    const expired = stripeEvent('checkout.session.expired', { ...session, status: 'expired' });
    await expectAllReceived([deliver(ctx.app, signedDelivery(expired))]);
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('canceled');

    const completed = stripeEvent('checkout.session.completed', paid);
    await expectAllReceived([deliver(ctx.app, signedDelivery(completed))]);
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    expect(await eventOutcomes(ctx.app, [expired.id, completed.id])).toEqual({
      [expired.id]: ['canceled', orderId],
      [completed.id]: ['fulfilled', orderId],
    });
  });

  it('expired after completed leaves the order paid', async () => {
    const { user, before, orderId, session, paid } = await paidOrder();
    await expectAllReceived([
      deliver(ctx.app, signedDelivery(stripeEvent('checkout.session.completed', paid))),
    ]);
    const expired = stripeEvent('checkout.session.expired', { ...session, status: 'expired' });
    await expectAllReceived([deliver(ctx.app, signedDelivery(expired))]);
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    expect(await eventOutcomes(ctx.app, [expired.id])).toEqual({ [expired.id]: ['not_pending', orderId] });
  });
});

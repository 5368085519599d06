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

describe('Stripe webhook: Checkout Session events', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  /** Delivers a signed event; every verified event is answered 200 { received: true }. */
  async function send(type: string, session: object) {
    const event = stripeEvent(type, session);
    const response = await deliver(ctx.app, signedDelivery(event));
    expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
    return event.id;
  }
  const orderRow = async (id: number) => (await ctx.app.repositories.orders.findById(id))!;

  it('completed and paid: the order is paid, the pack credited exactly and the plan named', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user, 'Creator');
    const eventId = await send('checkout.session.completed', ctx.fake.complete(session.id));
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    expect((await ctx.app.repositories.users.findById(user.id))?.plan).toBe('Creator');
    expect(await eventOutcomes(ctx.app, [eventId])).toEqual({ [eventId]: ['fulfilled', orderId] });
  });

  it('completed but unpaid waits for the delayed method: async_payment_succeeded pays', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    const first = await send('checkout.session.completed', ctx.fake.complete(session.id, 'unpaid'));
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);

    const second = await send('checkout.session.async_payment_succeeded', ctx.fake.complete(session.id));
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    expect(await eventOutcomes(ctx.app, [first, second])).toEqual({
      [first]: ['awaiting_payment', orderId],
      [second]: ['fulfilled', orderId],
    });
  });

  it.each([
    ['checkout.session.async_payment_failed', 'failed'],
    ['checkout.session.expired', 'canceled'],
  ])('%s closes the pending order as %s', async (type, status) => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    const eventId = await send(type, session);
    expect((await orderRow(orderId)).status).toBe(status);
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
    expect(await eventOutcomes(ctx.app, [eventId])).toEqual({ [eventId]: [status, orderId] });
  });

  it.each([
    ['amount', { amount_total: 1 }],
    ['currency', { currency: 'eur' }],
  ])(
    'a paid session whose %s differs from the order never credits: the order fails',
    async (_what, change) => {
      const user = await buyers.signIn();
      const before = await storedBalances(ctx.app, user.id);
      const { orderId, session } = await startStripeOrder(ctx, user);
      const eventId = await send('checkout.session.completed', {
        ...ctx.fake.complete(session.id),
        ...change,
      });
      const order = await orderRow(orderId);
      expect([order.status, order.failure_reason]).toEqual([
        'failed',
        expect.stringContaining('Stripe reported'),
      ]);
      expect(await storedBalances(ctx.app, user.id)).toEqual(before);
      expect(await eventOutcomes(ctx.app, [eventId])).toEqual({ [eventId]: ['amount_mismatch', orderId] });
    },
  );

  it('an event for no order of ours, or for another session of our order, is recorded and ignored', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    const paid = ctx.fake.complete(session.id);
    const unknown = await send('checkout.session.completed', { ...paid, metadata: { order_id: '99999999' } });
    const foreign = await send('checkout.session.completed', { ...paid, id: 'cs_test_not_ours' });
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
    expect(await eventOutcomes(ctx.app, [unknown, foreign])).toEqual({
      [unknown]: ['unknown_order', null],
      [foreign]: ['unknown_order', null],
    });
  });

  it('other event types are answered 200 and recorded as ignored', async () => {
    const eventId = await send('payment_intent.succeeded', { id: 'pi_test_1', object: 'payment_intent' });
    expect(await eventOutcomes(ctx.app, [eventId])).toEqual({ [eventId]: ['ignored', null] });
  });
});

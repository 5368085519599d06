import { describe, expect, it } from 'vitest';
import { STRIPE_DETAIL } from '../../../../../src/providers/payments/stripe-gateway.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { storedBalances } from '../../../../helpers/balance.js';
import { startStripeOrder, useBuyers, useStripeTestApp } from '../../../../helpers/stripe-app.js';
import {
  STRIPE_WEBHOOK_URL,
  deliver,
  signedDelivery,
  stripeEvent,
  type TDelivery,
} from '../../../../helpers/stripe-webhooks.js';

const INVALID = { detail: STRIPE_DETAIL.invalidSignature };

describe('Stripe webhook: signatures on the raw body', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  /** A pending order whose session the buyer has paid, and the event that says so. */
  async function paidSession(user: TLoggedIn) {
    const { orderId, session } = await startStripeOrder(ctx, user);
    const event = stripeEvent('checkout.session.completed', ctx.fake.complete(session.id));
    return { orderId, event };
  }

  /** The delivery is refused with 400 and changes nothing: no credit, no recorded event. */
  async function expectRefused(user: TLoggedIn, orderId: number, eventId: string, delivery: TDelivery) {
    const before = await storedBalances(ctx.app, user.id);
    const response = await deliver(ctx.app, delivery);
    expect([response.statusCode, response.json()]).toEqual([400, INVALID]);
    expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('pending');
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
    const recorded = await ctx.app.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .execute();
    expect(recorded).toEqual([]);
  }

  it.each([STRIPE_WEBHOOK_URL, `${STRIPE_WEBHOOK_URL}/`])(
    'accepts a correctly signed event at %s',
    async (url) => {
      const user = await buyers.signIn();
      const { orderId, event } = await paidSession(user);
      const response = await deliver(ctx.app, signedDelivery(event), url);
      expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
      expect((await ctx.app.repositories.orders.findById(orderId))?.status).toBe('paid');
    },
  );

  it('refuses a body changed after signing', async () => {
    const user = await buyers.signIn();
    const { orderId, event } = await paidSession(user);
    const signed = signedDelivery(event);
    const tampered = { ...signed, payload: signed.payload.replace('"livemode":false', '"livemode":true') };
    expect(tampered.payload).not.toBe(signed.payload);
    await expectRefused(user, orderId, event.id, tampered);
  });

  it('refuses a signature made with another secret', async () => {
    const user = await buyers.signIn();
    const { orderId, event } = await paidSession(user);
    await expectRefused(
      user,
      orderId,
      event.id,
      signedDelivery(event, { secret: 'whsec_someone_else_entirely' }),
    );
  });

  it('refuses a delivery signed 10 minutes ago (replay)', async () => {
    const user = await buyers.signIn();
    const { orderId, event } = await paidSession(user);
    const timestamp = Math.floor(Date.now() / 1000) - 10 * 60;
    await expectRefused(user, orderId, event.id, signedDelivery(event, { timestamp }));
  });

  it('refuses a delivery without a Stripe-Signature header', async () => {
    const user = await buyers.signIn();
    const { orderId, event } = await paidSession(user);
    const { payload } = signedDelivery(event);
    await expectRefused(user, orderId, event.id, {
      payload,
      headers: { 'content-type': 'application/json' },
    });
  });
});

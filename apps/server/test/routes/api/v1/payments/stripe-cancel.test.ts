import { describe, expect, it } from 'vitest';
import { STRIPE_DETAIL } from '../../../../../src/providers/payments/stripe-gateway.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { startStripeOrder, useBuyers, useStripeTestApp } from '../../../../helpers/stripe-app.js';
import { deliverEvent } from '../../../../helpers/stripe-webhooks.js';

describe('canceling a Stripe order: POST users/orders/{id}/cancel/', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);
  const cancel = (user: TLoggedIn, orderId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/users/orders/${orderId}/cancel/`, headers: user.headers });
  const statusOf = async (orderId: number) => (await ctx.app.repositories.orders.findById(orderId))?.status;

  it('expires the Checkout Session at Stripe, then cancels the order', async () => {
    const user = await buyers.signIn();
    const { orderId, session } = await startStripeOrder(ctx, user);
    const response = await cancel(user, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, status: 'canceled' });
    expect(ctx.fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${session.id}/expire`,
    });
    expect(ctx.fake.sessions.get(session.id)?.status).toBe('expired');
  });

  it('cancels an order whose session Stripe had already expired', async () => {
    const user = await buyers.signIn();
    const { orderId, session } = await startStripeOrder(ctx, user);
    ctx.fake.sessions.get(session.id)!.status = 'expired';
    const response = await cancel(user, orderId);
    expect([response.statusCode, response.json().status]).toEqual([200, 'canceled']);
  });

  it('answers 409 when the buyer has already paid; the webhook then credits the order', async () => {
    const user = await buyers.signIn();
    const { orderId, session } = await startStripeOrder(ctx, user);
    const paid = ctx.fake.complete(session.id);
    const response = await cancel(user, orderId);
    expect([response.statusCode, response.json()]).toEqual([409, { detail: STRIPE_DETAIL.alreadyPaid }]);
    expect(await statusOf(orderId)).toBe('pending');

    await deliverEvent(ctx.app, 'checkout.session.completed', paid);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('answers 502 and keeps the order pending when Stripe cannot be reached', async () => {
    const user = await buyers.signIn();
    const { orderId, session } = await startStripeOrder(ctx, user);
    ctx.fake.failNext({ status: 503, message: 'Service unavailable.' });
    const response = await cancel(user, orderId);
    expect([response.statusCode, response.json()]).toEqual([502, { detail: STRIPE_DETAIL.cancelFailed }]);
    expect(await statusOf(orderId)).toBe('pending');
    expect(ctx.fake.sessions.get(session.id)?.status).toBe('open');
  });
});

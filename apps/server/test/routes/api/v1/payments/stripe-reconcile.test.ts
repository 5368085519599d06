import { describe, expect, it, vi } from 'vitest';
import { RECHECK_AFTER_MS } from '../../../../../src/services/payments/stripe-webhooks.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { storedBalances } from '../../../../helpers/balance.js';
import {
  expectPaidOnce,
  startStripeOrder,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';
import { deliverEvent } from '../../../../helpers/stripe-webhooks.js';

describe('a pending Stripe order is checked at Stripe when its buyer looks at it', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);
  const getOrder = (user: TLoggedIn, id: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/users/orders/${id}/`, headers: user.headers });
  const lookups = (sessionId: string) =>
    ctx.fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`)
      .length;

  it('paid at Stripe with no webhook yet: the order turns paid on the return page, credited once', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user, 'Pro');
    ctx.fake.complete(session.id);
    const seen = await getOrder(user, orderId);
    expect(seen.json()).toMatchObject({ id: orderId, status: 'paid' });
    await expectPaidOnce(ctx.app, user.id, orderId, before);

    // The webhook that arrives afterwards finds the work done.
    const response = await deliverEvent(
      ctx.app,
      'checkout.session.completed',
      ctx.fake.sessions.get(session.id)!,
    );
    expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
    await expectPaidOnce(ctx.app, user.id, orderId, before);
    const outcomes = await ctx.app.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('order_id', '=', orderId)
      .execute();
    expect(outcomes.map((row) => row.outcome)).toEqual(['already_paid']);
  });

  it('still open at Stripe: stays pending, and Stripe is asked at most once per interval', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      for (let poll = 0; poll < 3; poll += 1) {
        expect((await getOrder(user, orderId)).json().status).toBe('pending');
      }
      expect(lookups(session.id)).toBe(1);
      clock.mockReturnValue(now + RECHECK_AFTER_MS + 1);
      ctx.fake.complete(session.id);
      expect((await getOrder(user, orderId)).json().status).toBe('paid');
      expect(lookups(session.id)).toBe(2);
    } finally {
      clock.mockRestore();
    }
    await expectPaidOnce(ctx.app, user.id, orderId, before);
  });

  it('expired at Stripe: the order reads canceled and nothing is credited', async () => {
    const user = await buyers.signIn();
    const before = await storedBalances(ctx.app, user.id);
    const { orderId, session } = await startStripeOrder(ctx, user);
    ctx.fake.sessions.get(session.id)!.status = 'expired';
    expect((await getOrder(user, orderId)).json().status).toBe('canceled');
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
  });

  it('Stripe unreachable: the order is answered as it is, still pending', async () => {
    const user = await buyers.signIn();
    const { orderId } = await startStripeOrder(ctx, user);
    ctx.fake.failNext();
    const response = await getOrder(user, orderId);
    expect([response.statusCode, response.json().status]).toEqual([200, 'pending']);
  });
});

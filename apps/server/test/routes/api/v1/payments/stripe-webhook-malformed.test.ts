import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STRIPE_DETAIL } from '../../../../../src/providers/payments/stripe-gateway.js';
import { useStripeTestApp } from '../../../../helpers/stripe-app.js';
import {
  FAKE_WEBHOOK_SECRET,
  deliver,
  signedDelivery,
  stripeEvent,
} from '../../../../helpers/stripe-webhooks.js';

/** A raw body signed with the webhook secret by the Stripe SDK's own test helper. */
function signedRaw(payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const completed = stripeEvent('checkout.session.completed', { id: 'cs_test_x', metadata: { order_id: '1' } });
const without = (key: string) => JSON.stringify({ ...completed, [key]: undefined });

describe('Stripe webhook: a correctly signed but malformed event never answers 5xx', () => {
  const ctx = useStripeTestApp();

  it.each([
    ['an empty object', '{}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['an empty JSON string', '""'],
    ['a number', '42'],
    ['text that is not JSON', 'not json at all'],
    ['truncated JSON', JSON.stringify(completed).slice(0, 40)],
    ['an event without id', without('id')],
    ['an event without type', without('type')],
    ['an event without data', without('data')],
    ['an event whose id is a number', JSON.stringify({ ...completed, id: 12345 })],
    ['an event whose type is a number', JSON.stringify({ ...completed, type: 7 })],
    ['an event whose id is empty', JSON.stringify({ ...completed, id: '' })],
    ['an event whose data is null', JSON.stringify({ ...completed, data: null })],
    ['a session event whose data.object is null', JSON.stringify({ ...completed, data: { object: null } })],
    ['a session event whose object has no id', JSON.stringify({ ...completed, data: { object: {} } })],
    [
      'a session event whose amount is text',
      JSON.stringify({ ...completed, data: { object: { id: 'cs_1', amount_total: 'lots' } } }),
    ],
  ])('answers %s 400 and records nothing', async (_, payload) => {
    const before = await ctx.app.db.selectFrom('payment_events').select('event_id').execute();
    const response = await deliver(ctx.app, signedRaw(payload));
    expect([response.statusCode, response.json()]).toEqual([400, { detail: STRIPE_DETAIL.malformedEvent }]);
    expect(await ctx.app.db.selectFrom('payment_events').select('event_id').execute()).toEqual(before);
  });

  it.each([
    ['an unknown type', stripeEvent('customer.created', { id: 'cus_1' })],
    ['an unknown type whose object is unlike a session', stripeEvent('invoice.paid', { id: 5, lines: [] })],
  ])('answers %s 200 and records it as ignored', async (_, event) => {
    const response = await deliver(ctx.app, signedDelivery(event));
    expect([response.statusCode, response.json()]).toEqual([200, { received: true }]);
    const row = await ctx.app.db
      .selectFrom('payment_events')
      .select(['type', 'outcome'])
      .where('event_id', '=', event.id)
      .executeTakeFirst();
    expect(row).toEqual({ type: event.type, outcome: 'ignored' });
  });
});

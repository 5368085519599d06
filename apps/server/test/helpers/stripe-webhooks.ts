import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export const FAKE_WEBHOOK_SECRET = 'whsec_inkwell_fake_webhook_secret';
export const STRIPE_WEBHOOK_URL = '/api/v1/payments/webhooks/stripe';

export interface TDelivery {
  payload: string;
  headers: Record<string, string>;
}

/** An event as Stripe sends it (a snapshot of the object), with a fresh id unless one is given. */
export function stripeEvent(type: string, object: object, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** The body and a Stripe-Signature header, signed as Stripe does (timestamp in seconds). */
export function signedDelivery(
  event: object,
  options: { secret?: string; timestamp?: number } = {},
): TDelivery {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}

export function deliver(app: FastifyInstance, delivery: TDelivery, url = STRIPE_WEBHOOK_URL) {
  return app.inject({ method: 'POST', url, payload: delivery.payload, headers: delivery.headers });
}

/** Signs and delivers an event about a session (from the fake, as it stands now). */
export function deliverEvent(app: FastifyInstance, type: string, session: object, id?: string) {
  return deliver(app, signedDelivery(stripeEvent(type, session, id)));
}

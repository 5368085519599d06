import { randomBytes } from 'node:crypto';
import type { TFormValue } from './stripe-form.js';

export type TFakeSession = Record<string, unknown> & { id: string; status: string; payment_status: string };

/** [HTTP status, JSON body], as the fake answers. */
export type TAnswer = [status: number, body: object];

export const stripeError = (status: number, type: string, message: string, code?: string): TAnswer => [
  status,
  { error: { type, message, ...(code ? { code } : {}) } },
];

type TLineItem = { quantity?: string; price_data?: Record<string, string> };

/** Stripe's Checkout Sessions resource, as the fake keeps it: created open, expired or completed. */
export class FakeCheckoutSessions extends Map<string, TFakeSession> {
  create(params: Record<string, TFormValue>): TAnswer {
    const items = (params.line_items ?? []) as TLineItem[];
    if (!params.mode || items.length === 0 || !params.success_url) {
      return stripeError(400, 'invalid_request_error', 'Missing required param.', 'parameter_missing');
    }
    const amount = items.reduce((sum, i) => sum + Number(i.price_data?.unit_amount) * Number(i.quantity), 0);
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    const session: TFakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: params.mode,
      amount_subtotal: amount,
      amount_total: amount,
      currency: items[0]?.price_data?.currency ?? null,
      metadata: params.metadata ?? {},
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      created: now,
      expires_at: Number(params.expires_at ?? now + 86_400),
      livemode: false,
      payment_intent: null,
    };
    this.set(id, session);
    return [200, session];
  }

  /** Only an open session can be expired; Stripe answers 400 for any other. */
  expire(session: TFakeSession): TAnswer {
    if (session.status !== 'open') {
      const message =
        'Only Checkout Sessions with a status in ["open"] can be expired. ' +
        `This Checkout Session has a status of \`${session.status}\`.`;
      return stripeError(400, 'invalid_request_error', message);
    }
    session.status = 'expired';
    return [200, session];
  }

  /** What the buyer's payment does: complete, paid (or 'unpaid' for a delayed method). A copy. */
  complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): TFakeSession {
    const session = this.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, { status: 'complete', payment_status: paymentStatus });
    return { ...session };
  }
}

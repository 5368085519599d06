import { randomBytes } from 'node:crypto';
import { stripeError, type TAnswer } from './fake-checkout-sessions.js';
import type { TFormValue } from './stripe-form.js';

export type TFakeCharge = {
  id: string;
  object: 'charge';
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
};

/** The charges behind paid sessions, by PaymentIntent id, and Stripe's refunds of them. */
export class FakeCharges extends Map<string, TFakeCharge> {
  /** A paid session's money: a PaymentIntent and its charge. The PaymentIntent id. */
  pay(amount: number, currency: string): string {
    const paymentIntent = `pi_${randomBytes(12).toString('hex')}`;
    this.set(paymentIntent, {
      id: `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount,
      amount_refunded: 0,
      refunded: false,
      currency,
    });
    return paymentIntent;
  }

  /** POST /v1/refunds: the whole charge of a PaymentIntent back, once. */
  refund(params: Record<string, TFormValue>): TAnswer {
    const charge = typeof params.payment_intent === 'string' ? this.get(params.payment_intent) : undefined;
    if (!charge) {
      return stripeError(
        400,
        'invalid_request_error',
        `No such payment_intent: '${String(params.payment_intent)}'`,
        'resource_missing',
      );
    }
    if (charge.refunded) {
      return stripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    return [
      200,
      {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: charge.amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        metadata: params.metadata ?? {},
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      },
    ];
  }

  /** The charge as a `charge.refunded` event carries it: refunded at Stripe (the Dashboard). */
  refundedAtStripe(paymentIntent: string, amount?: number): TFakeCharge {
    const charge = this.get(paymentIntent);
    if (!charge) throw new Error(`no charge for ${paymentIntent}`);
    const refunded = amount ?? charge.amount;
    Object.assign(charge, { amount_refunded: refunded, refunded: refunded >= charge.amount });
    return { ...charge };
  }
}

import { CAPABILITIES, CAPABILITY_LABELS, isLimitCapability } from '@inkwell/contract';
import type Stripe from 'stripe';
import type { TOrderRow, TUserRow } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import type { TCheckout, TPaymentGateway } from './payment-gateway.js';
import {
  parseStripeEvent,
  paymentIntentId,
  ZStripeSessionSchema,
  type TStripeEvent,
  type TStripeSession,
} from './stripe-event.js';

export const STRIPE_DETAIL = {
  notConfigured: 'Stripe is not configured.',
  invalidSignature: 'Invalid Stripe signature.',
  malformedEvent: 'Malformed Stripe event.',
  alreadyPaid: 'This order has already been paid; refresh to see it.',
  cancelFailed: 'The payment gateway could not cancel the checkout. Please try again in a moment.',
  refundFailed:
    'Stripe could not refund this payment. Please try again in a moment, or refund it in the Stripe Dashboard.',
  noPayment: 'Stripe has no payment for this order to refund.',
} as const;

/** Checkout Sessions close after 30 minutes (Stripe's shortest allowed expiry). */
const CHECKOUT_LIFETIME_SECONDS = 30 * 60;

export interface TStripeGatewayOptions {
  /** The keys in force, or undefined when Stripe is not configured. */
  keys: () => { secretKey: string; webhookSecret: string } | undefined;
  publicUrl: string;
  /** Another base URL for the API (a local fake in tests). */
  apiUrl?: string | undefined;
  log: { error(obj: object, msg: string): void };
}

/** The SDK's host, port and protocol for a base URL such as http://127.0.0.1:12111. */
export function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 2, timeout: 30_000 };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port || (protocol === 'http' ? '80' : '443');
  return { maxNetworkRetries: 2, timeout: 30_000, host: url.hostname, port, protocol };
}

type TStripeSdk = typeof Stripe;
let sdk: Promise<TStripeSdk> | undefined;

/** The SDK, loaded when Stripe is first used: memory a server selling only through Sandbox never spends. */
function loadStripe(): Promise<TStripeSdk> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}

/** "20,000 AI chat tokens · …": what the buyer gets, shown on Stripe's checkout page. */
export function describeQuantities(order: TOrderRow): string {
  return CAPABILITIES.filter((field) => order[field] > 0)
    .map((field) => {
      const amount = `${order[field].toLocaleString('en-US')} ${CAPABILITY_LABELS[field]}`;
      return isLimitCapability(field) ? `up to ${amount}` : amount;
    })
    .join(' · ');
}

/** Stripe Checkout (hosted page); payment is confirmed by the signed webhook, never by the redirect. */
export class StripeGateway implements TPaymentGateway {
  readonly code = 'stripe' as const;
  readonly minimumCents = 50;
  #client: { secretKey: string; stripe: Stripe } | undefined;

  constructor(private readonly options: TStripeGatewayOptions) {}

  isAvailable(): boolean {
    return this.options.keys() !== undefined;
  }

  async createCheckout(order: TOrderRow, buyer: TUserRow): Promise<TCheckout> {
    const returnUrl = `${this.options.publicUrl}/user/current-plan?order=${order.id}`;
    const session = await (
      await this.client()
    ).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount_cents,
              product_data: { name: order.plan_name, description: describeQuantities(order) || undefined },
            },
          },
        ],
        metadata: { order_id: String(order.id) },
        client_reference_id: String(order.id),
        customer_email: buyer.email,
        success_url: returnUrl,
        cancel_url: `${returnUrl}&canceled=1`,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
      // created_at keeps keys apart across databases that share one Stripe account.
      { idempotencyKey: `inkwell-checkout-${order.id}-${order.created_at}` },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { checkoutUrl: session.url, externalId: session.id };
  }

  /** Expires the session; one already expired is fine, one already paid is a 409. */
  async cancelCheckout(order: TOrderRow): Promise<void> {
    if (!order.external_id) return;
    const sessions = (await this.client()).checkout.sessions;
    try {
      await sessions.expire(order.external_id);
    } catch (error) {
      const status = await this.statusAfterRefusal(error, order.external_id);
      if (status === 'complete') throw new HttpError(409, STRIPE_DETAIL.alreadyPaid);
      if (status !== 'expired') {
        this.options.log.error({ err: error, orderId: order.id }, 'Stripe could not expire the checkout');
        throw new HttpError(502, STRIPE_DETAIL.cancelFailed);
      }
    }
  }

  /**
   * Verifies the signature of a webhook delivery on its raw body, then reads the event: 400
   * for a bad signature or a signed body that is no event we can read (never a 5xx).
   */
  async constructEvent(payload: Buffer, signature: string | string[] | undefined): Promise<TStripeEvent> {
    const keys = this.options.keys();
    if (!keys) throw new HttpError(503, STRIPE_DETAIL.notConfigured);
    if (typeof signature !== 'string') throw new HttpError(400, STRIPE_DETAIL.invalidSignature);
    const Stripe = await loadStripe();
    let json: unknown;
    try {
      json = Stripe.webhooks.constructEvent(payload, signature, keys.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new HttpError(400, STRIPE_DETAIL.invalidSignature);
      }
      throw new HttpError(400, STRIPE_DETAIL.malformedEvent); // signed, but not JSON
    }
    const event = parseStripeEvent(json);
    if (!event) throw new HttpError(400, STRIPE_DETAIL.malformedEvent);
    return event;
  }

  /**
   * Refunds the whole payment of a paid order through Stripe's refund API and answers the
   * PaymentIntent it named. One refund per order (an idempotency key), and a payment already
   * refunded in the Dashboard is fine: the order is refunded here all the same.
   */
  async refund(order: TOrderRow): Promise<string> {
    const stripe = await this.client();
    let paymentIntent = order.payment_reference ?? undefined;
    if (!paymentIntent && order.external_id) {
      paymentIntent = paymentIntentId((await this.retrieveSession(order.external_id)).payment_intent);
    }
    if (!paymentIntent) throw new HttpError(409, STRIPE_DETAIL.noPayment);
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { order_id: String(order.id) } },
        { idempotencyKey: `inkwell-refund-${order.id}-${order.created_at}` },
      );
    } catch (error) {
      const Stripe = await loadStripe();
      const already =
        error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded';
      if (!already) {
        this.options.log.error({ err: error, orderId: order.id }, 'Stripe could not refund the payment');
        throw new HttpError(502, STRIPE_DETAIL.refundFailed);
      }
    }
    return paymentIntent;
  }

  /** The Checkout Session as Stripe holds it now. */
  async retrieveSession(sessionId: string): Promise<TStripeSession> {
    return ZStripeSessionSchema.parse(await (await this.client()).checkout.sessions.retrieve(sessionId));
  }

  /** Stripe refused to expire the session: why (its status now), when it can tell. */
  private async statusAfterRefusal(error: unknown, sessionId: string): Promise<string | null | undefined> {
    const Stripe = await loadStripe();
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined;
    try {
      return (await (await this.client()).checkout.sessions.retrieve(sessionId)).status;
    } catch {
      return undefined;
    }
  }

  /** One SDK client per secret key in force (an admin may change it). */
  private async client(): Promise<Stripe> {
    const keys = this.options.keys();
    if (!keys) throw new HttpError(503, STRIPE_DETAIL.notConfigured);
    if (this.#client?.secretKey !== keys.secretKey) {
      const Stripe = await loadStripe();
      const stripe = new Stripe(keys.secretKey, clientOptions(this.options.apiUrl));
      this.#client = { secretKey: keys.secretKey, stripe };
    }
    return this.#client.stripe;
  }
}

import type { Kysely } from 'kysely';
import type { Database, TOrderRow } from '../../db/types.js';
import {
  paymentIntentId,
  type TStripeChargeEvent,
  type TStripeEvent,
  type TStripeSession,
  type TStripeSessionEvent,
} from '../../providers/payments/stripe-event.js';
import type { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { OrderRefunds } from '../orders/order-refunds.js';
import { UNPAID, type Fulfilment } from './fulfilment.js';

/** What handling an event did; stored in payment_events.outcome (a duplicate is not stored again). */
export type TStripeOutcome =
  | 'fulfilled'
  | 'already_paid'
  | 'awaiting_payment'
  | 'failed'
  | 'canceled'
  | 'not_pending'
  | 'amount_mismatch'
  | 'unknown_order'
  | 'ignored'
  | 'duplicate'
  | 'refunded'
  | 'already_refunded'
  | 'partial_refund';

/** How long reconcile waits before asking Stripe about the same pending order again. */
export const RECHECK_AFTER_MS = 10_000;

/**
 * Stripe's webhook: each verified event is handled once, in one transaction with its record.
 * Money Stripe reports received always wins over an earlier expiry or failure (decision 007);
 * a paid order never moves back; amount and currency are checked against the order before
 * anything is credited.
 */
export class StripeWebhooks {
  /** When each pending order was last looked up at Stripe (reconcile). */
  readonly #lastLook = new Map<number, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly gateway: StripeGateway,
    private readonly fulfilment: Fulfilment,
    private readonly refunds: OrderRefunds,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {}

  /** Verifies and reads the delivery (400 when the signature or the event is wrong, 503 when unconfigured), then handles it. */
  async receive(payload: Buffer, signature: string | string[] | undefined): Promise<TStripeOutcome> {
    return this.handle(await this.gateway.constructEvent(payload, signature));
  }

  handle(event: TStripeEvent): Promise<TStripeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const received = { gateway: 'stripe' as const, event_id: event.id, type: event.type };
      const recorded = await this.repos.paymentEvents.record(
        { ...received, order_id: null, outcome: 'processing' },
        trx,
      );
      if (!recorded) return 'duplicate';
      const { outcome, orderId } = await this.dispatch(event, trx);
      await this.repos.paymentEvents.setOutcome('stripe', event.id, { order_id: orderId, outcome }, trx);
      return outcome;
    });
  }

  /**
   * The buyer is back from Stripe (or watching a pending order) and no webhook has settled it
   * yet: ask Stripe for the session and settle the order the way the matching event would, so
   * a late or misconfigured webhook never leaves a paid order pending. At most one look per
   * order every RECHECK_AFTER_MS; a failure to ask is logged and changes nothing.
   */
  async reconcile(order: TOrderRow): Promise<void> {
    if (order.status !== 'pending' || order.gateway !== 'stripe' || !order.external_id) return;
    const now = Date.now();
    if (now - (this.#lastLook.get(order.id) ?? 0) < RECHECK_AFTER_MS) return;
    this.#lastLook.set(order.id, now);
    let session: TStripeSession;
    try {
      session = await this.gateway.retrieveSession(order.external_id);
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'could not look up the Stripe checkout');
      return;
    }
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    if (session.status === 'complete' && paid) {
      await this.db.transaction().execute((trx) => this.fulfil(order, session, trx));
    } else if (session.status === 'expired') {
      await this.fulfilment.close(order.id, 'canceled', 'The Stripe checkout expired unpaid.');
    }
    if (session.status !== 'open') this.#lastLook.delete(order.id);
  }

  private async dispatch(
    event: TStripeEvent,
    trx: TExecutor,
  ): Promise<{ outcome: TStripeOutcome; orderId: number | null }> {
    if (event.charge) return this.refunded(event, trx);
    if (!event.session) return { outcome: 'ignored', orderId: null };
    const order = await this.findOrder(event.session, trx);
    if (!order) return { outcome: 'unknown_order', orderId: null };
    return { outcome: await this.apply(event, order, trx), orderId: order.id };
  }

  private async apply(
    { type, session }: TStripeSessionEvent,
    order: TOrderRow,
    trx: TExecutor,
  ): Promise<TStripeOutcome> {
    switch (type) {
      case 'checkout.session.completed':
        // 'unpaid': a delayed method (bank debit…); async_payment_succeeded or _failed follows.
        if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
          return 'awaiting_payment';
        }
        return this.fulfil(order, session, trx);
      case 'checkout.session.async_payment_succeeded':
        return this.fulfil(order, session, trx);
      case 'checkout.session.async_payment_failed':
        return this.close(order, 'failed', 'The payment failed at Stripe.', trx);
      case 'checkout.session.expired':
        return this.close(order, 'canceled', 'The Stripe checkout expired unpaid.', trx);
    }
  }

  /**
   * A refund made at Stripe (the Dashboard, or ours through the API): the whole charge back
   * refunds the order the way an admin's Refund does, once whichever comes first; a partial
   * refund is recorded and changes nothing here (an admin decides what to take back).
   */
  private async refunded(
    { charge }: TStripeChargeEvent,
    trx: TExecutor,
  ): Promise<{ outcome: TStripeOutcome; orderId: number | null }> {
    const reference = paymentIntentId(charge.payment_intent);
    const order = reference ? await this.repos.orders.findByPaymentReference(reference, trx) : undefined;
    if (order?.gateway !== 'stripe') {
      this.log.warn({ chargeId: charge.id, paymentIntent: reference }, 'Stripe refund for no order of ours');
      return { outcome: 'unknown_order', orderId: null };
    }
    if (!charge.refunded) return { outcome: 'partial_refund', orderId: order.id };
    const refunded = await this.refunds.refund(order.id, trx);
    return { outcome: refunded ? 'refunded' : 'already_refunded', orderId: order.id };
  }

  private async fulfil(order: TOrderRow, session: TStripeSession, trx: TExecutor): Promise<TStripeOutcome> {
    const currency = session.currency?.toUpperCase();
    if (session.amount_total !== order.amount_cents || currency !== order.currency.toUpperCase()) {
      const reason = `Stripe reported ${session.amount_total} ${currency} (cents); the order is ${order.amount_cents} ${order.currency}.`;
      this.log.error(
        { orderId: order.id, sessionId: session.id, reason },
        'Stripe amount mismatch: not credited',
      );
      await this.fulfilment.close(order.id, 'failed', reason, trx);
      return 'amount_mismatch';
    }
    const paymentIntent = paymentIntentId(session.payment_intent);
    if (paymentIntent) await this.repos.orders.setPaymentReference(order.id, paymentIntent, trx);
    return (await this.fulfilment.fulfil(order.id, UNPAID, trx)) ? 'fulfilled' : 'already_paid';
  }

  private async close(
    order: TOrderRow,
    status: 'failed' | 'canceled',
    reason: string,
    trx: TExecutor,
  ): Promise<TStripeOutcome> {
    return (await this.fulfilment.close(order.id, status, reason, trx)) ? status : 'not_pending';
  }

  /** The order named by metadata.order_id, only when it is the Stripe order of this very session. */
  private async findOrder(session: TStripeSession, trx: TExecutor): Promise<TOrderRow | undefined> {
    const id = Number(session.metadata?.order_id);
    const order = Number.isSafeInteger(id) && id > 0 ? await this.repos.orders.findById(id, trx) : undefined;
    if (order?.gateway === 'stripe' && order.external_id === session.id) return order;
    this.log.warn(
      { sessionId: session.id, orderId: session.metadata?.order_id },
      'Stripe event for no order of ours',
    );
    return undefined;
  }
}

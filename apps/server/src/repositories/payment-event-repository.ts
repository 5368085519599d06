import type { TPaymentGatewayCode } from '@inkwell/contract';

import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

/** Gateway events, each recorded once: a redelivered event finds its id taken. */
export class PaymentEventRepository {
  constructor(private readonly db: TExecutor) {}

  /** True when this call recorded the event; false when it had been recorded before. */
  async record(
    event: {
      gateway: TPaymentGatewayCode;
      event_id: string;
      type: string;
      order_id: number | null;
      outcome: string;
    },
    trx: TExecutor = this.db,
  ): Promise<boolean> {
    const rows = await trx
      .insertInto('payment_events')
      .values({ ...event, received_at: nowIso() })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('event_id')
      .execute();
    return rows.length === 1;
  }

  /** Writes what handling a recorded event did (it is recorded first, so a duplicate stops early). */
  async setOutcome(
    gateway: TPaymentGatewayCode,
    eventId: string,
    result: { order_id: number | null; outcome: string },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx
      .updateTable('payment_events')
      .set(result)
      .where('gateway', '=', gateway)
      .where('event_id', '=', eventId)
      .execute();
  }

  /** The events received about an order, oldest first. */
  async findByOrderId(orderId: number, trx: TExecutor = this.db) {
    return trx
      .selectFrom('payment_events')
      .select(['event_id', 'type', 'outcome', 'received_at'])
      .where('order_id', '=', orderId)
      .orderBy('received_at')
      .execute();
  }
}

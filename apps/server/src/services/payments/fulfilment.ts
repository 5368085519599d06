import type { TOrderStatus } from '@inkwell/contract';
import { CUSTOM_PLAN_NAME } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TOrderRow } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from '../balance/balance-service.js';
import { orderQuantities } from '../orders/order-mappers.js';

/**
 * Statuses a gateway-confirmed payment may move to paid from. A buyer-facing Pay (Sandbox)
 * uses PENDING_ONLY; a gateway reporting money received also accepts an order it had
 * reported failed or expired first (events arrive out of order; decision 007).
 */
export const PENDING_ONLY: readonly TOrderStatus[] = ['pending'];
export const UNPAID: readonly TOrderStatus[] = ['pending', 'failed', 'canceled'];

/** One fulfilment for every gateway: paid, credited and the plan named, in one transaction. */
export class Fulfilment {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly balances: BalanceService,
  ) {}

  /**
   * Marks the order paid if its status is one of `from` and credits every quantity once.
   * The paid order when this call fulfilled it; undefined when it was not in `from`
   * (already paid, or refunded): calling twice, even at the same moment, credits once.
   */
  fulfil(orderId: number, from: readonly TOrderStatus[], trx?: TExecutor): Promise<TOrderRow | undefined> {
    return this.inTransaction(trx, async (t) => {
      const order = await this.repos.orders.transition(
        orderId,
        from,
        'paid',
        { paid_at: nowIso(), failure_reason: null },
        t,
      );
      if (!order || order.user_id === null) return order;
      await this.balances.credit(t, order.user_id, orderQuantities(order), {
        reason: 'purchase',
        orderId: order.id,
        reference: order.external_id ?? `order:${order.id}`,
      });
      await this.repos.users.update(order.user_id, { plan: await this.planName(order.user_id, t) }, t);
      return order;
    });
  }

  /**
   * The plan a buyer is on after several purchases (decision 014): the largest pack held, so a
   * smaller pack or a custom plan bought later is a top-up; CUSTOM PLAN when only custom plans.
   */
  private async planName(userId: number, trx: TExecutor): Promise<string> {
    return (await this.repos.orders.findLargestPaidPack(userId, trx))?.plan_name ?? CUSTOM_PLAN_NAME;
  }

  /** pending → failed or canceled; undefined when the order was no longer pending. */
  close(
    orderId: number,
    status: 'failed' | 'canceled',
    reason: string,
    trx?: TExecutor,
  ): Promise<TOrderRow | undefined> {
    return this.inTransaction(trx, (t) =>
      this.repos.orders.transition(orderId, PENDING_ONLY, status, { failure_reason: reason }, t),
    );
  }

  private inTransaction<T>(trx: TExecutor | undefined, work: (trx: TExecutor) => Promise<T>): Promise<T> {
    return trx ? work(trx) : this.db.transaction().execute(work);
  }
}

import {
  CONSUMABLE_CAPABILITIES,
  CUSTOM_PLAN_NAME,
  TRIAL_PLAN_NAME,
  type TRefundLine,
} from '@inkwell/contract';
import type { TLedgerRow, TOrderRow } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceCorrections } from '../balance/balance-corrections.js';
import { orderQuantities } from './order-mappers.js';

/**
 * A paid order refunded: marked refunded and its consumables taken back as far as unspent, in
 * the caller's transaction. The move paid → refunded is one conditional update, so an admin's
 * refund and Stripe's `charge.refunded` at once take back once.
 */
export class OrderRefunds {
  constructor(
    private readonly repos: TRepositories,
    private readonly corrections: BalanceCorrections,
  ) {}

  /** The refunded order when this call refunded it; undefined when it was not paid (any more). */
  async refund(orderId: number, trx: TExecutor): Promise<TOrderRow | undefined> {
    const order = await this.repos.orders.transition(
      orderId,
      ['paid'],
      'refunded',
      { refunded_at: nowIso() },
      trx,
    );
    if (!order || order.user_id === null) return order;
    await this.corrections.takeBack(trx, order.user_id, orderQuantities(order), order.id);
    await this.repos.users.update(order.user_id, { plan: await this.planAfter(order.user_id, trx) }, trx);
    return order;
  }

  /** The plan a user is on from their paid orders: the largest pack, else custom, else the trial. */
  private async planAfter(userId: number, trx: TExecutor): Promise<string> {
    const pack = await this.repos.orders.findLargestPaidPack(userId, trx);
    if (pack) return pack.plan_name;
    const paid = (await this.repos.orders.findAllByUserId(userId, trx)).some((o) => o.status === 'paid');
    return paid ? CUSTOM_PLAN_NAME : TRIAL_PLAN_NAME;
  }
}

/** Per consumable the order credited: what its refund took back, and what had been spent. */
export function refundLines(order: TOrderRow, ledger: TLedgerRow[]): TRefundLine[] | null {
  if (order.status !== 'refunded') return null;
  return CONSUMABLE_CAPABILITIES.filter((capability) => order[capability] > 0).map((capability) => {
    const takenBack = -ledger
      .filter((row) => row.reason === 'refund' && row.capability === capability && row.delta < 0)
      .reduce((sum, row) => sum + row.delta, 0);
    const credited = order[capability];
    return { capability, credited, taken_back: takenBack, not_recovered: Math.max(0, credited - takenBack) };
  });
}

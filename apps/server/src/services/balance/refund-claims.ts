import type { TReservationRow } from '../../db/types.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import { appendLedgerChange } from './ledger-change.js';

/** The reference on every ledger row of an order's take-back. */
export const orderRefundReference = (orderId: number): string => `order-refund:${orderId}`;

/**
 * Inside a refund's transaction, after the balance gave what it had: claims `amount` on the
 * user's holds of `capability` (`locked` by the caller before it took the balance), oldest
 * first, each no further than its unclaimed part. What could not be claimed.
 */
export async function claimHolds(
  repos: TRepositories,
  trx: TExecutor,
  locked: Pick<TReservationRow, 'id' | 'amount'>[],
  amount: number,
  orderId: number,
): Promise<number> {
  let left = amount;
  const claimed = await repos.claims.sumByReservations(
    locked.map((hold) => hold.id),
    trx,
  );
  for (const hold of locked) {
    const share = Math.min(left, hold.amount - (claimed.get(hold.id) ?? 0));
    if (share <= 0) continue;
    await repos.claims.create({ reservation_id: hold.id, order_id: orderId, amount: share }, trx);
    left -= share;
    if (left === 0) break;
  }
  return left;
}

/**
 * Inside the transaction that closed `hold` and gave `returned` of it back to the balance:
 * takes each refund's claim on it from that, oldest first, as the order's take-back (a
 * `refund` ledger row naming the order). Nothing when the hold came back with nothing.
 */
export async function collectClaims(
  repos: TRepositories,
  trx: TExecutor,
  hold: Pick<TReservationRow, 'id' | 'user_id' | 'capability'>,
  returned: number,
): Promise<void> {
  let left = returned;
  for (const claim of await repos.claims.findByReservation(hold.id, trx)) {
    if (left <= 0) return;
    const { taken, balance } = await repos.balances.takeUpTo(
      hold.user_id,
      hold.capability,
      Math.min(left, claim.amount),
      trx,
    );
    if (taken === 0) return;
    left -= taken;
    await appendLedgerChange(repos, trx, {
      userId: hold.user_id,
      capability: hold.capability,
      delta: -taken,
      balance,
      reason: 'refund',
      orderId: claim.order_id,
      reference: orderRefundReference(claim.order_id),
    });
  }
}

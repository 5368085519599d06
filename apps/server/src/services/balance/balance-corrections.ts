import {
  CONSUMABLE_CAPABILITIES,
  type TCapability,
  type TConsumableCapability,
  type TQuantities,
} from '@inkwell/contract';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from './balance-service.js';
import { appendLedgerChange } from './ledger-change.js';
import { claimHolds, orderRefundReference } from './refund-claims.js';

/**
 * Balance changes an admin makes: an order's take-back when it is refunded, and a correction
 * with a reason. Each inside the caller's transaction, each with its ledger row; never below
 * zero.
 */
export class BalanceCorrections {
  constructor(
    private readonly repos: TRepositories,
    private readonly balances: BalanceService,
  ) {}

  /**
   * Inside the caller's transaction: takes back what an order credited, each consumable as far
   * as it is unspent (ledger rows `refund` naming the order). Limits it raised stay. What an
   * answer in flight holds is claimed: when that hold ends, what flows back goes to this
   * take-back first (refund-claims.ts). What was taken now per capability.
   */
  async takeBack(
    trx: TExecutor,
    userId: number,
    quantities: TQuantities,
    orderId: number,
  ): Promise<Map<TConsumableCapability, number>> {
    const taken = new Map<TConsumableCapability, number>();
    for (const capability of CONSUMABLE_CAPABILITIES) {
      if (quantities[capability] <= 0) continue;
      // The holds first, then the balance: the order a hold's release locks them in.
      const holds = await this.repos.reservations.lockHeld(userId, capability, trx);
      const result = await this.repos.balances.takeUpTo(userId, capability, quantities[capability], trx);
      taken.set(capability, result.taken);
      if (result.taken < quantities[capability] && holds.length > 0)
        await claimHolds(this.repos, trx, holds, quantities[capability] - result.taken, orderId);
      if (result.taken === 0) continue;
      await appendLedgerChange(this.repos, trx, {
        userId,
        capability,
        delta: -result.taken,
        balance: result.balance,
        reason: 'refund',
        orderId,
        reference: orderRefundReference(orderId),
      });
    }
    return taken;
  }

  /**
   * An admin's correction, inside the caller's transaction: adds, or takes only what the
   * balance holds (never below zero: undefined when short). The new balance.
   */
  async adjust(
    trx: TExecutor,
    userId: number,
    capability: TCapability,
    delta: number,
    reason: string,
  ): Promise<number | undefined> {
    await this.balances.ensureAccount(userId, trx);
    const balance =
      delta > 0
        ? await this.repos.balances.add(userId, capability, delta, trx)
        : await this.repos.balances.take(userId, capability, -delta, trx);
    if (balance === undefined) return undefined;
    await appendLedgerChange(this.repos, trx, {
      userId,
      capability,
      delta,
      balance,
      reason: 'admin_adjustment',
      reference: reason,
    });
    return balance;
  }
}

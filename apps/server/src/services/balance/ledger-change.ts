import type { TCapability, TLedgerReason } from '@inkwell/contract';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';

/** One balance change as the ledger records it: what changed, by how much, to what, and why. */
export interface TLedgerChange {
  userId: number;
  capability: TCapability;
  delta: number;
  /** The balance after the change. */
  balance: number;
  reason: TLedgerReason;
  orderId?: number | undefined;
  reference?: string | null | undefined;
}

/** Writes the ledger row of one balance change, in the transaction that made it. */
export function appendLedgerChange(
  repos: TRepositories,
  trx: TExecutor,
  change: TLedgerChange,
): Promise<void> {
  return repos.balances.appendLedger(
    [
      {
        user_id: change.userId,
        capability: change.capability,
        delta: change.delta,
        balance_after: change.balance,
        reason: change.reason,
        order_id: change.orderId ?? null,
        reference: change.reference ?? null,
        created_at: nowIso(),
      },
    ],
    trx,
  );
}

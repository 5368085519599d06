import type { TCapability, TPageQuery } from '@inkwell/contract';
import type { TLedgerRow, TNewLedgerRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { findPage } from './paginate.js';

/**
 * Balances (one row per user and capability) and their ledger. Every balance change is one
 * conditional UPDATE … RETURNING, so concurrent changes never lose an update or go below zero.
 */
export class BalanceRepository {
  constructor(private readonly db: TExecutor) {}

  async findAll(userId: number, trx: TExecutor = this.db) {
    return trx
      .selectFrom('user_balances')
      .select(['capability', 'balance'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** Inserts the rows that do not exist yet; returns the capabilities actually inserted. */
  async createMissing(
    userId: number,
    balances: { capability: TCapability; balance: number }[],
    trx: TExecutor = this.db,
  ): Promise<TCapability[]> {
    const now = nowIso();
    const rows = await trx
      .insertInto('user_balances')
      .values(balances.map((row) => ({ ...row, user_id: userId, updated_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'capability']).doNothing())
      .returning('capability')
      .execute();
    return rows.map((row) => row.capability);
  }

  /** Takes `amount` only if the balance covers it; the new balance, or undefined when short. */
  async take(
    userId: number,
    capability: TCapability,
    amount: number,
    trx: TExecutor = this.db,
  ): Promise<number | undefined> {
    const row = await trx
      .updateTable('user_balances')
      .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: nowIso() }))
      .where('user_id', '=', userId)
      .where('capability', '=', capability)
      .where('balance', '>=', amount)
      .returning('balance')
      .executeTakeFirst();
    return row?.balance;
  }

  /**
   * Takes as much of `amount` as the balance holds: reads it, then takes that much with the
   * conditional update, trying again if another change got there first.
   */
  async takeUpTo(userId: number, capability: TCapability, amount: number, trx: TExecutor = this.db) {
    for (;;) {
      const row = await trx
        .selectFrom('user_balances')
        .select('balance')
        .where('user_id', '=', userId)
        .where('capability', '=', capability)
        .executeTakeFirst();
      const taken = Math.min(row?.balance ?? 0, amount);
      if (!row || taken === 0) return { taken: 0, balance: row?.balance ?? 0 };
      const balance = await this.take(userId, capability, taken, trx);
      if (balance !== undefined) return { taken, balance };
    }
  }

  /** Adds `amount` (≥ 0); the new balance. */
  async add(userId: number, capability: TCapability, amount: number, trx: TExecutor = this.db) {
    const row = await trx
      .updateTable('user_balances')
      .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: nowIso() }))
      .where('user_id', '=', userId)
      .where('capability', '=', capability)
      .returning('balance')
      .executeTakeFirstOrThrow();
    return row.balance;
  }

  async appendLedger(rows: TNewLedgerRow[], trx: TExecutor = this.db): Promise<void> {
    if (rows.length > 0) await trx.insertInto('balance_ledger').values(rows).execute();
  }

  async findLedgerByUserId(userId: number, trx: TExecutor = this.db): Promise<TLedgerRow[]> {
    return trx.selectFrom('balance_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  async pageLedger(
    userId: number,
    query: TPageQuery & { capability?: TCapability | undefined },
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TLedgerRow[] }> {
    let base = trx.selectFrom('balance_ledger').where('user_id', '=', userId);
    if (query.capability) base = base.where('capability', '=', query.capability);
    return findPage(base, query, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  }

  /** Per capability: the sum of deltas for the given reasons (all reasons when omitted). */
  async sumLedger(userId: number, reasons?: TLedgerRow['reason'][], trx: TExecutor = this.db) {
    let query = trx
      .selectFrom('balance_ledger')
      .select((eb) => ['capability', eb.fn.sum<number>('delta').as('total')])
      .where('user_id', '=', userId)
      .groupBy('capability');
    if (reasons) query = query.where('reason', 'in', reasons);
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.capability, Number(row.total)]));
  }
}

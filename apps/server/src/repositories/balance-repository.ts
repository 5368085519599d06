import type { TCapability, TPageQuery } from '@inkwell/contract';
import { sql } from 'kysely';
import type { TLedgerRow, TNewLedgerRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { findPage } from './paginate.js';
import { pageOffset } from '../lib/pagination.js';

type TLedgerPageQuery = TPageQuery & { capability?: TCapability | undefined };

/**
 * A usage-history line: a purchase's rows (one per capability) share the negated order id, the
 * trial grant's rows share 0, every other row stands alone under its own id (ids are positive).
 */
const ledgerGroupKey = sql<number>`case when reason = 'purchase' and order_id is not null then -order_id when reason = 'trial' then 0 else id end`;

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

  /** The rows an order caused (its credit and any take-back), oldest first. */
  async findLedgerByOrderId(orderId: number, trx: TExecutor = this.db): Promise<TLedgerRow[]> {
    return trx
      .selectFrom('balance_ledger')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** The user's latest `limit` rows, newest first. */
  async findLatestLedger(userId: number, limit: number, trx: TExecutor = this.db): Promise<TLedgerRow[]> {
    return trx
      .selectFrom('balance_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async findLedgerByUserId(userId: number, trx: TExecutor = this.db): Promise<TLedgerRow[]> {
    return trx.selectFrom('balance_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  async pageLedger(
    userId: number,
    query: TLedgerPageQuery,
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TLedgerRow[] }> {
    const base = this.ledgerOf(userId, query, trx);
    return findPage(base, query, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  }

  /**
   * One page of usage-history lines, newest first (see ledgerGroupKey): the number of lines
   * and every row of the lines on this page, newest first.
   */
  async pageLedgerGroups(
    userId: number,
    query: TLedgerPageQuery,
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TLedgerRow[] }> {
    const base = this.ledgerOf(userId, query, trx);
    const total = await base
      .select((eb) => eb.fn.count<number | string>(ledgerGroupKey).distinct().as('count'))
      .executeTakeFirstOrThrow();
    const keys = await base
      .select((eb) => [ledgerGroupKey.as('group_key'), eb.fn.max('id').as('last_id')])
      .groupBy(ledgerGroupKey)
      .orderBy('last_id', 'desc')
      .limit(query.page_size)
      .offset(pageOffset(query))
      .execute();
    const rowIds = keys.map((key) => Number(key.group_key)).filter((key) => key > 0);
    const orderIds = keys.map((key) => -Number(key.group_key)).filter((key) => key > 0);
    const withTrial = keys.some((key) => Number(key.group_key) === 0);
    if (keys.length === 0) return { count: Number(total.count), rows: [] };
    const rows = await base
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(rowIds.length > 0 ? [eb('id', 'in', rowIds)] : []),
          ...(orderIds.length > 0
            ? [eb.and([eb('reason', '=', 'purchase'), eb('order_id', 'in', orderIds)])]
            : []),
          ...(withTrial ? [eb('reason', '=', 'trial')] : []),
        ]),
      )
      .orderBy('id', 'desc')
      .execute();
    return { count: Number(total.count), rows };
  }

  /** The user's ledger rows, of one capability when the query names one. */
  private ledgerOf(userId: number, { capability }: TLedgerPageQuery, trx: TExecutor) {
    const rows = trx.selectFrom('balance_ledger').where('user_id', '=', userId);
    return capability ? rows.where('capability', '=', capability) : rows;
  }

  /** Per capability: the sum of every delta (the balance, by the ledger's invariant). */
  async sumLedger(userId: number, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('balance_ledger')
      .select((eb) => ['capability', eb.fn.sum<number>('delta').as('total')])
      .where('user_id', '=', userId)
      .groupBy('capability')
      .execute();
    return new Map(rows.map((row) => [row.capability, Number(row.total)]));
  }

  /**
   * Per capability: what the tools took less what they gave back (`spend` and `refund` rows),
   * leaving out an order's refund, whose take-back is not use.
   */
  async sumUsage(userId: number, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('balance_ledger')
      .select((eb) => ['capability', eb.fn.sum<number>('delta').as('total')])
      .where('user_id', '=', userId)
      .where('reason', 'in', ['spend', 'refund'])
      .where('order_id', 'is', null)
      .groupBy('capability')
      .execute();
    return new Map(rows.map((row) => [row.capability, Number(row.total)]));
  }

  /** The `spend` and `refund` rows since `sinceIso` (capability, reason, delta, when): the dashboard's usage. */
  findSpendingSince(userId: number, sinceIso: string, trx: TExecutor = this.db) {
    return trx
      .selectFrom('balance_ledger')
      .select(['capability', 'reason', 'delta', 'created_at'])
      .where('user_id', '=', userId)
      .where('reason', 'in', ['spend', 'refund'])
      .where('created_at', '>=', sinceIso)
      .execute();
  }
}

import { sql } from 'kysely';
import type { TExecutor } from './executor.js';

/** The UTC hour of an ISO timestamp column ("2026-11-25T14"): days in any zone are built from hours. */
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The admin overview's aggregates (issue 17), each one grouped query over an indexed period:
 * reads across orders, users, the ledger and support requests, never rows one by one.
 */
export class OverviewRepository {
  constructor(private readonly db: TExecutor) {}

  /** Paid money per UTC hour and currency since `since`. */
  async revenueByHour(since: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('orders')
      .select((eb) => [
        hourOf('paid_at').as('hour'),
        'currency',
        eb.fn.sum<number>('amount_cents').as('cents'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', since)
      .groupBy([hourOf('paid_at'), 'currency'])
      .execute();
    return rows.map((row) => ({ hour: row.hour, currency: row.currency, cents: num(row.cents) }));
  }

  async revenueByGateway(since: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('orders')
      .select((eb) => [
        'gateway',
        'currency',
        eb.fn.sum<number>('amount_cents').as('cents'),
        eb.fn.countAll<number>().as('orders'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', since)
      .groupBy(['gateway', 'currency'])
      .orderBy('gateway')
      .execute();
    return rows.map((row) => ({
      gateway: row.gateway,
      currency: row.currency,
      cents: num(row.cents),
      orders: num(row.orders),
    }));
  }

  /** Orders made since `since`, by their status now. */
  async ordersByStatus(since: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('orders')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', since)
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, num(row.count)]));
  }

  async newUsersByHour(since: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('users')
      .select((eb) => [hourOf('created_at').as('hour'), eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', since)
      .groupBy(hourOf('created_at'))
      .execute();
    return rows.map((row) => ({ hour: row.hour, count: num(row.count) }));
  }

  async countUsers(trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return num(row.count);
  }

  /** Accounts with a spending entry since `since`. */
  async countActiveUsers(since: string, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('balance_ledger')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('count'))
      .where('reason', '=', 'spend')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return num(row.count);
  }

  /** Spending entries per capability since `since`: one per generation. */
  async generations(since: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('balance_ledger')
      .select((eb) => ['capability', eb.fn.countAll<number>().as('count')])
      .where('reason', '=', 'spend')
      .where('created_at', '>=', since)
      .groupBy('capability')
      .execute();
    return new Map(rows.map((row) => [row.capability, num(row.count)]));
  }

  async supportByStatus(trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('support_requests')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, num(row.count)]));
  }

  async countSupportOpened(since: string, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return num(row.count);
  }
}

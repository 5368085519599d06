import { sql } from 'kysely';
import { PROVIDER_LATENCY_BUCKET_COLUMNS } from '../db/overview-tables.js';
import type { TExecutor } from './executor.js';

/** The UTC hour of an ISO timestamp column ("2026-11-25T14"): days in any zone are built from hours. */
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The admin overview's aggregates, each one grouped query over an indexed period: reads across
 * orders, users, the ledger and support requests, never rows one by one.
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

  /** Accounts with a spending entry since `since` (users.last_active_at, kept to the hour). */
  async countActiveUsers(since: string, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('last_active_at', '>=', since)
      .executeTakeFirstOrThrow();
    return num(row.count);
  }

  /** Spending entries per capability in the rolled-up hours [fromHour, untilHour). */
  async rolledGenerations(fromHour: string, untilHour: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('spend_hourly')
      .select((eb) => ['capability', eb.fn.sum<number>('entries').as('count')])
      .where('hour', '>=', fromHour)
      .where('hour', '<', untilHour)
      .groupBy('capability')
      .execute();
    return new Map(rows.map((row) => [row.capability, num(row.count)]));
  }

  /** Spending entries per capability since `since`, from the ledger (the hours not rolled up yet). */
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

  /** The provider's calls per UTC hour since `fromHour`: all, failed, and the answered ones' latency sum. */
  async providerCallsByHour(fromHour: string, trx: TExecutor = this.db) {
    const answered = (column: 'calls' | 'latency_ms_sum') =>
      sql<number>`sum(case when outcome = 'ok' then ${sql.ref(column)} else 0 end)`;
    const rows = await trx
      .selectFrom('ai_provider_stats')
      .select((eb) => [
        'hour',
        eb.fn.sum<number>('calls').as('calls'),
        answered('calls').as('answered'),
        answered('latency_ms_sum').as('latency_ms_sum'),
      ])
      .where('hour', '>=', fromHour)
      .groupBy('hour')
      .execute();
    return rows.map((row) => ({
      hour: row.hour,
      calls: num(row.calls),
      answered: num(row.answered),
      latency_ms_sum: num(row.latency_ms_sum),
    }));
  }

  /** The provider's calls since `fromHour` per kind and outcome, with their latency buckets. */
  async providerCallsByKind(fromHour: string, trx: TExecutor = this.db) {
    const rows = await trx
      .selectFrom('ai_provider_stats')
      .select((eb) => [
        'kind',
        'outcome',
        eb.fn.sum<number>('calls').as('calls'),
        eb.fn.sum<number>('latency_ms_sum').as('latency_ms_sum'),
        ...PROVIDER_LATENCY_BUCKET_COLUMNS.map((bucket) => eb.fn.sum<number>(bucket).as(bucket)),
      ])
      .where('hour', '>=', fromHour)
      .groupBy(['kind', 'outcome'])
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      outcome: row.outcome,
      calls: num(row.calls),
      latency_ms_sum: num(row.latency_ms_sum),
      buckets: PROVIDER_LATENCY_BUCKET_COLUMNS.map((bucket) => num(row[bucket])),
    }));
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

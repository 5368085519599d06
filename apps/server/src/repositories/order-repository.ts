import type { TAdminOrderSort, TOrderStatus, TPageQuery } from '@inkwell/contract';
import type { TNewOrder, TOrderRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { orderOrders, whereOrders, type TOrderFilters } from './order-filters.js';
import { findPage } from './paginate.js';

/** An order with its buyer's email and name (null once the account is gone). */
export type TOrderWithBuyer = TOrderRow & { email: string | null; full_name: string | null };

/** Rows read per batch by the CSV export: memory stays flat whatever the number of orders. */
const EXPORT_BATCH = 500;

export class OrderRepository {
  constructor(private readonly db: TExecutor) {}

  async create(order: TNewOrder, trx: TExecutor = this.db): Promise<TOrderRow> {
    return trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TOrderRow | undefined> {
    return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The order only when it belongs to the user (anyone else's id reads as missing). */
  async findForUser(userId: number, id: number, trx: TExecutor = this.db): Promise<TOrderRow | undefined> {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async findAllByUserId(userId: number, trx: TExecutor = this.db): Promise<TOrderRow[]> {
    return trx.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** The user's paid pack order of the highest amount (the latest of equals): their plan's name. */
  async findLargestPaidPack(userId: number, trx: TExecutor = this.db): Promise<TOrderRow | undefined> {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .where('plan_kind', '=', 'pack')
      .orderBy('amount_cents', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async pageForUser(
    userId: number,
    query: TPageQuery & { status?: TOrderStatus | undefined },
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TOrderRow[] }> {
    let base = trx.selectFrom('orders').where('user_id', '=', userId);
    if (query.status) base = base.where('status', '=', query.status);
    return findPage(base, query, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  }

  /**
   * Moves the order to `status` only from one of `from`: one conditional update, so of two
   * concurrent callers exactly one wins. The updated row, or undefined when it lost.
   */
  async transition(
    id: number,
    from: readonly TOrderStatus[],
    status: TOrderStatus,
    changes: { paid_at?: string; failure_reason?: string | null; refunded_at?: string } = {},
    trx: TExecutor = this.db,
  ): Promise<TOrderRow | undefined> {
    return trx
      .updateTable('orders')
      .set({ ...changes, status, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** The admin's list: a page of every order matching the filters, with buyers. */
  async pageAll(
    filters: TOrderFilters & TPageQuery & { sort: TAdminOrderSort },
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TOrderWithBuyer[] }> {
    const base = whereOrders(this.#withBuyers(trx), filters);
    const { count, rows } = await findPage(base, filters, (q) =>
      orderOrders(q.selectAll('orders').select(['users.email', 'users.full_name']), filters.sort),
    );
    return { count, rows: rows as TOrderWithBuyer[] };
  }

  /** Paid money of the filtered set per currency (a refunded order is no revenue). */
  async sumRevenue(filters: TOrderFilters, trx: TExecutor = this.db) {
    const rows = await whereOrders(this.#withBuyers(trx), filters)
      .where('orders.status', '=', 'paid')
      .select((eb) => [
        'orders.currency',
        eb.fn.sum<number | string>('orders.amount_cents').as('cents'),
        eb.fn.countAll<number | string>().as('orders'),
      ])
      .groupBy('orders.currency')
      .orderBy('orders.currency')
      .execute();
    return rows.map((row) => ({
      currency: row.currency,
      cents: Number(row.cents),
      orders: Number(row.orders),
    }));
  }

  /**
   * Every order matching the filters, oldest first, read in batches by keyset (id > last): a
   * CSV of any size is written while memory stays flat.
   */
  async *streamAll(filters: TOrderFilters, trx: TExecutor = this.db): AsyncGenerator<TOrderWithBuyer> {
    let after = 0;
    for (;;) {
      const rows = (await whereOrders(this.#withBuyers(trx), filters)
        .where('orders.id', '>', after)
        .selectAll('orders')
        .select(['users.email', 'users.full_name'])
        .orderBy('orders.id')
        .limit(EXPORT_BATCH)
        .execute()) as TOrderWithBuyer[];
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  async findByPaymentReference(reference: string, trx: TExecutor = this.db): Promise<TOrderRow | undefined> {
    return trx.selectFrom('orders').selectAll().where('payment_reference', '=', reference).executeTakeFirst();
  }

  async setPaymentReference(id: number, reference: string, trx: TExecutor = this.db): Promise<void> {
    await trx.updateTable('orders').set({ payment_reference: reference }).where('id', '=', id).execute();
  }

  #withBuyers(trx: TExecutor) {
    return trx.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id');
  }

  async setExternalId(id: number, externalId: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ external_id: externalId, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}

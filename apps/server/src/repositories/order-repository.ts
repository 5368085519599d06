import type { TOrderStatus, TPageQuery } from '@inkwell/contract';
import type { TNewOrder, TOrderRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { findPage } from './paginate.js';

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
    changes: { paid_at?: string; failure_reason?: string | null } = {},
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

  async setExternalId(id: number, externalId: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ external_id: externalId, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}

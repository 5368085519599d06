import type { TNewPlan, TPlanRow, TPlanUpdate } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

export class PlanRepository {
  constructor(private readonly db: TExecutor) {}

  /** Active plans in display order: packs by sort order, then custom plans. */
  async findAllActive(trx: TExecutor = this.db): Promise<TPlanRow[]> {
    const rows = await trx
      .selectFrom('plans')
      .selectAll()
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return [...rows.filter((row) => row.kind === 'pack'), ...rows.filter((row) => row.kind === 'custom')];
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TPlanRow | undefined> {
    return trx.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(plan: TNewPlan, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('plans').values(plan).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Every plan, for sale or not: packs in display order, then the custom plan. */
  async findAll(trx: TExecutor = this.db): Promise<TPlanRow[]> {
    const rows = await trx.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
    return [...rows.filter((row) => row.kind === 'pack'), ...rows.filter((row) => row.kind === 'custom')];
  }

  async update(id: number, changes: TPlanUpdate, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('plans')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Takes the most-popular mark off every pack but `keep` (at most one pack has it). */
  async clearMostPopular(keep: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('plans')
      .set({ most_popular: false })
      .where('id', '!=', keep)
      .where('most_popular', '=', true)
      .execute();
  }

  async delete(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('plans').where('id', '=', id).execute();
  }

  /** How many orders were made of each plan. */
  async countOrders(trx: TExecutor = this.db): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('orders')
      .select((eb) => ['plan_id', eb.fn.countAll<number | string>().as('count')])
      .where('plan_id', 'is not', null)
      .groupBy('plan_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.plan_id), Number(row.count)]));
  }
}

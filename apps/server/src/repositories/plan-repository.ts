import type { TNewPlan, TPlanRow } from '../db/types.js';
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
}

import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

export class SeedHistoryRepository {
  constructor(private readonly db: TExecutor) {}

  /**
   * Records that a seed item was applied. False when it already was: on PostgreSQL a
   * concurrent claim waits on the primary key, so only one instance applies an item.
   */
  async claim(key: string, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .insertInto('seed_history')
      .values({ key, applied_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}

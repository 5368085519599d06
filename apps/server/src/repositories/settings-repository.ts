import type { TExecutor } from './executor.js';

/** app_settings: operator settings, one text value per key. */
export class SettingsRepository {
  constructor(private readonly db: TExecutor) {}

  async get(key: string, trx: TExecutor = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  async set(key: string, value: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .insertInto('app_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** Compare-and-set: writes only while the stored value is still `expected` (undefined: no row); true when it did. */
  async replace(
    key: string,
    value: string,
    expected: string | undefined,
    trx: TExecutor = this.db,
  ): Promise<boolean> {
    if (expected === undefined) {
      const inserted = await trx
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    const updated = await trx
      .updateTable('app_settings')
      .set({ value })
      .where('key', '=', key)
      .where('value', '=', expected)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  async delete(key: string, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('app_settings').where('key', '=', key).execute();
  }
}

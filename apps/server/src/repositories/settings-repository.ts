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

  async delete(key: string, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('app_settings').where('key', '=', key).execute();
  }
}

import type { TNewMail } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** mail_outbox: every message, sent or not, and app_settings. */
export class MailRepository {
  constructor(private readonly db: TExecutor) {}

  async create(mail: TNewMail, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async markResult(id: number, result: { sent_at?: string; error?: string }, trx: TExecutor = this.db) {
    await trx.updateTable('mail_outbox').set(result).where('id', '=', id).execute();
  }
}

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

import type { TNewMail } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** mail_outbox: every message, sent or not. */
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

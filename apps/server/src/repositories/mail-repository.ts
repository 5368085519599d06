import type { TNewMail } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** mail_outbox: every message, sent or not; a link mail's body only until its link expires. */
export class MailRepository {
  constructor(private readonly db: TExecutor) {}

  async create(mail: TNewMail, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async markResult(id: number, result: { sent_at?: string; error?: string }, trx: TExecutor = this.db) {
    await trx.updateTable('mail_outbox').set(result).where('id', '=', id).execute();
  }

  /** Replaces the body of every message whose link expired by `now`; the number of messages. */
  async blankExpired(
    now: string,
    body: { text: string; html: string },
    trx: TExecutor = this.db,
  ): Promise<number> {
    const result = await trx
      .updateTable('mail_outbox')
      .set({ ...body, expires_at: null })
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** When the next kept body's link expires, if any body is kept. */
  async findNextExpiry(trx: TExecutor = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min('expires_at').as('next'))
      .executeTakeFirst();
    return row?.next ?? undefined;
  }
}

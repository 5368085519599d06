import type { NotNull, Selectable } from 'kysely';
import type { MailOutboxTable, TNewMail } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** The mails waiting to be sent: how many, how many of them failed at least once, the oldest. */
export interface TMailBacklog {
  waiting: number;
  failing: number;
  oldestAt: string | null;
}

type TOutboxRow = Selectable<MailOutboxTable>;
/** A mail claimed for delivery, with what sending it needs. */
export type TClaimedMail = Pick<
  TOutboxRow,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'expires_at' | 'attempts'
>;
/** A mail waiting to be sent as an admin sees it: never its body (it may hold a sign-in link). */
export type TUnsentMail = Pick<TOutboxRow, 'id' | 'to' | 'subject' | 'created_at' | 'attempts' | 'error'> & {
  next_attempt_at: string;
};

/**
 * mail_outbox: every message, sent or not; a link mail's body only until its link expires. A
 * mail with `next_attempt_at` is waiting to be sent; `claimed_until` holds it for the one
 * instance delivering it (decision 043).
 */
export class MailRepository {
  constructor(private readonly db: TExecutor) {}

  async create(mail: TNewMail, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** The ids of mails due by `now` that nobody holds, the longest due first. */
  async findDue(now: string, limit: number, trx: TExecutor = this.db): Promise<number[]> {
    const rows = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Holds mail `id` until `until` and counts the attempt, if it is due and nobody holds it: of
   * several instances claiming one mail at once, one gets it.
   */
  async claim(id: number, now: string, until: string, trx: TExecutor = this.db) {
    return trx
      .updateTable('mail_outbox')
      .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returning(['id', 'to', 'subject', 'text', 'html', 'expires_at', 'attempts'])
      .executeTakeFirst() satisfies Promise<TClaimedMail | undefined>;
  }

  async markSent(id: number, at: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('mail_outbox')
      .set({ sent_at: at, error: null, next_attempt_at: null, claimed_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** Records a failed delivery and when the next is due. */
  async markFailed(id: number, error: string, nextAt: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('mail_outbox')
      .set({ error, next_attempt_at: nextAt, claimed_until: null })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Gives up the unsent mails whose link expired by `now` (and mail `id` alone when given):
   * nobody sends them any more; `reason` becomes their error. The number given up.
   */
  async abandonExpired(now: string, reason: string, id?: number, trx: TExecutor = this.db): Promise<number> {
    let query = trx
      .updateTable('mail_outbox')
      .set({ abandoned_at: now, error: reason, next_attempt_at: null, claimed_until: null })
      .where('next_attempt_at', 'is not', null)
      .where('expires_at', '<=', now);
    if (id !== undefined) query = query.where('id', '=', id);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** When the next waiting mail is due or its holder's claim ends, if any mail is waiting. */
  async findNextAttempt(trx: TExecutor = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('mail_outbox')
      .select((eb) =>
        eb.fn
          .min(
            eb
              .case()
              .when('claimed_until', '>', eb.ref('next_attempt_at'))
              .then(eb.ref('claimed_until'))
              .else(eb.ref('next_attempt_at'))
              .end(),
          )
          .as('next'),
      )
      .where('next_attempt_at', 'is not', null)
      .executeTakeFirst();
    return row?.next ?? undefined;
  }

  /** Makes waiting mail `id` due at `now`; false when no such mail is waiting. */
  async retryNow(id: number, now: string, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .updateTable('mail_outbox')
      .set({ next_attempt_at: now })
      .where('id', '=', id)
      .where('next_attempt_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The mail waiting to be sent, counted (one indexed range over the waiting rows). */
  async backlog(trx: TExecutor = this.db): Promise<TMailBacklog> {
    const row = await trx
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb.fn.countAll().as('waiting'),
        eb.fn.count('error').as('failing'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('next_attempt_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return { waiting: Number(row.waiting), failing: Number(row.failing), oldestAt: row.oldest ?? null };
  }

  /** The oldest `limit` mails waiting to be sent, without their bodies. */
  async listUnsent(limit: number, trx: TExecutor = this.db): Promise<TUnsentMail[]> {
    return trx
      .selectFrom('mail_outbox')
      .select(['id', 'to', 'subject', 'created_at', 'attempts', 'error', 'next_attempt_at'])
      .where('next_attempt_at', 'is not', null)
      .$narrowType<{ next_attempt_at: NotNull }>()
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** How many mails were given up unsent since `since` (their link expired first). */
  async countAbandoned(since: string, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('abandoned_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
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

import type { Kysely } from 'kysely';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mail that could not be sent is kept and retried (decision 043): `attempts` counts the
 * deliveries tried, `next_attempt_at` is when the next is due (null: nothing more to try:
 * sent, not to be sent, or logged without SMTP). An instance sending a mail claims it until
 * `claimed_until`, longer than a delivery can take, so no other instance sends it meanwhile.
 * `abandoned_at` marks a mail not sent because its link expired first. Mails that failed in
 * the last week before this migration are queued again (a dead link is dropped at its turn).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('abandoned_at', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_next_attempt_idx')
    .on('mail_outbox')
    .column('next_attempt_at')
    .execute();
  await db.schema.createIndex('mail_outbox_abandoned_idx').on('mail_outbox').column('abandoned_at').execute();

  const now = Date.now();
  const outbox = db as Kysely<{
    mail_outbox: {
      created_at: string;
      sent_at: string | null;
      error: string | null;
      attempts: number;
      next_attempt_at: string | null;
    };
  }>;
  await outbox
    .updateTable('mail_outbox')
    .set({ attempts: 1, next_attempt_at: new Date(now).toISOString() })
    .where('sent_at', 'is', null)
    .where('error', 'is not', null)
    .where('created_at', '>=', new Date(now - WEEK_MS).toISOString())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_abandoned_idx').execute();
  await db.schema.dropIndex('mail_outbox_next_attempt_idx').execute();
  for (const column of ['abandoned_at', 'claimed_until', 'next_attempt_at', 'attempts']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}

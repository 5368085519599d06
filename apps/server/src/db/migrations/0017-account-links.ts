import type { Kysely } from 'kysely';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest a mailed link lives (an invitation). */
const LONGEST_LINK_MS = 7 * DAY_MS;
const REMOVED = '[Removed: the link in this message has expired.]';
const LINK_PATTERNS = ['%/confirm-email?token=%', '%/reset?token=%', '%/access-restore?token=%'];

/**
 * Emailed links (decision 037): a link token keeps the address it was mailed to, so a
 * change-email link applies that address only (older change-email links carry none and stop
 * working); an outbox row that carries a link keeps its body until the link expires
 * (`expires_at`), then the purge blanks it. Older link mails: blanked now when every link
 * of their age has expired, else kept until the longest a link lives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('email', 'varchar(254)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('expires_at', 'text').execute();
  await db.schema.createIndex('mail_outbox_expires_idx').on('mail_outbox').column('expires_at').execute();

  const now = Date.now();
  const outbox = db as Kysely<{
    mail_outbox: { text: string; html: string; created_at: string; expires_at: string | null };
  }>;
  const linkMails = () =>
    outbox
      .updateTable('mail_outbox')
      .where((eb) => eb.or(LINK_PATTERNS.map((pattern) => eb('text', 'like', pattern))));
  const cutoff = new Date(now - LONGEST_LINK_MS).toISOString();
  await linkMails()
    .set({ text: REMOVED, html: `<p>${REMOVED}</p>` })
    .where('created_at', '<', cutoff)
    .execute();
  await linkMails()
    .set({ expires_at: new Date(now + LONGEST_LINK_MS).toISOString() })
    .where('created_at', '>=', cutoff)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_expires_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('expires_at').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('email').execute();
}

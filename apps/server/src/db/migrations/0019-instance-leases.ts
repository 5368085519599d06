import type { Kysely } from 'kysely';

/**
 * Several instances on one database (decisions 008 and 028, amended): each running server
 * keeps a row in `instances` with a lease it renews; a held reservation names the instance
 * that holds it (`holder`), a running transcription the instance that runs it (`runner`).
 * What an expired lease left is released or queued again by any instance's sweep. Rows from
 * before this migration name no one: the first sweep treats them as left by a stopped run, as
 * the start-up release did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instances')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('balance_reservations').addColumn('holder', 'varchar(36)').execute();
  await db.schema.alterTable('ai_transcriptions').addColumn('runner', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_transcriptions').dropColumn('runner').execute();
  await db.schema.alterTable('balance_reservations').dropColumn('holder').execute();
  await db.schema.dropTable('instances').execute();
}

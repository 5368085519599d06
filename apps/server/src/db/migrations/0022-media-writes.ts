import type { Kysely } from 'kysely';

/**
 * Crash durability (decision 048): every file put into the media storage is first noted in
 * `media_writes` with the instance writing it. A row naming the file commits after the file is
 * written; a process killed in between leaves a file no row names. Once the writer's lease has
 * expired, the lease sweep removes each noted file that no row names, then the note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_writes')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_writes_holder_idx').on('media_writes').column('holder').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_writes').execute();
}

import type { Kysely } from 'kysely';

/**
 * The operator's catalogues: an admin's "try it" chats are marked (they spend nothing), and
 * the voices library keeps the admin's choices apart from what the engines report at start
 * (which rewrites `name` and `active`): switched on or off, renamed, the default of its
 * language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ai_chats')
    .addColumn('admin_test', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('ai_voices')
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('ai_voices').addColumn('custom_name', 'varchar(120)').execute();
  await db.schema
    .alterTable('ai_voices')
    .addColumn('language_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_chats').dropColumn('admin_test').execute();
  for (const column of ['enabled', 'custom_name', 'language_default'])
    await db.schema.alterTable('ai_voices').dropColumn(column).execute();
}

import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/** The voices library, and every text read aloud with its audio in the media storage. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('ai_voices'), dialect)
    .addColumn('engine', 'varchar(16)', (col) => col.notNull())
    .addColumn('voice_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('language', 'varchar(35)', (col) => col.notNull())
    .addColumn('gender', 'varchar(8)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('ai_voices_engine_voice_unique', ['engine', 'voice_id'])
    .execute();
  await addIdColumn(db.schema.createTable('ai_speeches'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voice_id', 'integer', (col) => col.references('ai_voices.id').onDelete('set null'))
    .addColumn('voice_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('voice_language', 'varchar(35)', (col) => col.notNull())
    .addColumn('engine', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('speed', 'real', (col) => col.notNull())
    .addColumn('format', 'varchar(8)', (col) => col.notNull())
    .addColumn('duration_seconds', 'real', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('file_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_speeches_user_idx')
    .on('ai_speeches')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_speeches').execute();
  await db.schema.dropTable('ai_voices').execute();
}

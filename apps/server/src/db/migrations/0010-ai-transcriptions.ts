import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/** Speech-to-text jobs, persisted so that a long file survives a reload and a restart. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('ai_transcriptions'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('language', 'varchar(35)', (col) => col.notNull())
    .addColumn('engine', 'varchar(32)', (col) => col.notNull())
    .addColumn('duration_seconds', 'real', (col) => col.notNull())
    .addColumn('wav_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('audio_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('reservation_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text', 'text')
    .addColumn('segments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('ai_transcriptions_user_idx')
    .on('ai_transcriptions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ai_transcriptions_status_idx')
    .on('ai_transcriptions')
    .column('status')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_transcriptions').execute();
}

import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/** Every AI Code run, saved with what was asked and the answer. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('ai_code_runs'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('language', 'varchar(32)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(32)')
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('code', 'text')
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('model', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_code_runs_user_idx')
    .on('ai_code_runs')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_code_runs').execute();
}

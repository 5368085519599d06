import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn, addTimestampColumns } from './migration-helpers.js';

/** The prompt templates users run, and every run saved. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addTimestampColumns(addIdColumn(db.schema.createTable('ai_templates'), dialect))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(60)', (col) => col.notNull())
    .addColumn('icon', 'varchar(40)', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('variables', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await addIdColumn(db.schema.createTable('ai_template_runs'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (col) => col.references('ai_templates.id').onDelete('set null'))
    .addColumn('template_title', 'varchar(120)', (col) => col.notNull())
    .addColumn('category', 'varchar(60)', (col) => col.notNull())
    .addColumn('values', 'text', (col) => col.notNull())
    .addColumn('tone', 'varchar(40)')
    .addColumn('length', 'varchar(20)')
    .addColumn('language', 'varchar(40)')
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('model', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_template_runs_user_idx')
    .on('ai_template_runs')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_template_runs').execute();
  await db.schema.dropTable('ai_templates').execute();
}

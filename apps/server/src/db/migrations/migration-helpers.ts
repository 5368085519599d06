import type { CreateTableBuilder, Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';

/** A migration gets the dialect only to pick the auto-increment id type. */
export interface TMigration {
  up(db: Kysely<unknown>, dialect: TDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: TDialect): Promise<void>;
}

/** An auto-incrementing integer primary key on both engines. */
export function addIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: TDialect,
): CreateTableBuilder<TB, C | 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** created_at and updated_at as ISO-8601 UTC text, written by the application. */
export function addTimestampColumns<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'created_at' | 'updated_at'> {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

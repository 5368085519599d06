import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/** Every generated image, its files in the media storage. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('ai_images'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('size', 'varchar(16)', (col) => col.notNull())
    .addColumn('style', 'varchar(32)')
    .addColumn('quality', 'varchar(32)')
    .addColumn('model', 'varchar(200)', (col) => col.notNull())
    .addColumn('file_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('thumbnail_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_images_user_idx')
    .on('ai_images')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_images').execute();
}

import { sql, type Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/**
 * Support requests become threads. A request knows its last activity, who wrote last (an
 * asker's message waits for an answer) and when its asker last read it (unread replies); a
 * message knows whether an admin wrote it and whether it is an internal note; messages carry
 * image attachments, stored as private media.
 */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const requests = () => db.schema.alterTable('support_requests');
  await requests()
    .addColumn('last_activity_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await requests()
    .addColumn('last_author', 'varchar(8)', (col) => col.notNull().defaultTo('asker'))
    .execute();
  await requests().addColumn('asker_seen_at', 'text').execute();
  await sql`update support_requests set last_activity_at = updated_at`.execute(db);
  await db.schema
    .createIndex('support_requests_activity_idx')
    .on('support_requests')
    .column('last_activity_at')
    .execute();

  const messages = () => db.schema.alterTable('support_messages');
  await messages()
    .addColumn('author', 'varchar(8)', (col) => col.notNull().defaultTo('asker'))
    .execute();
  await messages()
    .addColumn('internal', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await messages()
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await addIdColumn(db.schema.createTable('support_attachments'), dialect)
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('support_messages.id').onDelete('cascade'),
    )
    .addColumn('file_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_attachments_message_idx')
    .on('support_attachments')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_attachments').execute();
  for (const column of ['author', 'internal', 'user_id'])
    await db.schema.alterTable('support_messages').dropColumn(column).execute();
  await db.schema.dropIndex('support_requests_activity_idx').execute();
  for (const column of ['last_activity_at', 'last_author', 'asker_seen_at'])
    await db.schema.alterTable('support_requests').dropColumn(column).execute();
}

import { sql, type Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn, addTimestampColumns } from './migration-helpers.js';

/** The assistants users talk to, their chats and the chats' messages. */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addTimestampColumns(addIdColumn(db.schema.createTable('ai_assistants'), dialect))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(60)', (col) => col.notNull())
    .addColumn('system_prompt', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await addTimestampColumns(addIdColumn(db.schema.createTable('ai_chats'), dialect))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assistant_id', 'integer', (col) => col.notNull().references('ai_assistants.id'))
    .addColumn('title', 'varchar(160)', (col) => col.notNull())
    .addColumn('model', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('ai_chats_user_idx')
    .on('ai_chats')
    .columns(['user_id', 'updated_at'])
    .execute();

  await addIdColumn(db.schema.createTable('ai_chat_messages'), dialect)
    .addColumn('chat_id', 'integer', (col) => col.notNull().references('ai_chats.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('prompt_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('ai_chat_messages_tokens', sql`prompt_tokens >= 0 AND completion_tokens >= 0`)
    .execute();
  await db.schema
    .createIndex('ai_chat_messages_chat_idx')
    .on('ai_chat_messages')
    .columns(['chat_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_chat_messages').execute();
  await db.schema.dropTable('ai_chats').execute();
  await db.schema.dropTable('ai_assistants').execute();
}

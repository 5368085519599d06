import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn, addTimestampColumns } from './migration-helpers.js';

async function createUsers(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const table = addIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('user'))
    .addColumn('avatar', 'text')
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('TRIAL PLAN'))
    .addColumn('email_confirmed_at', 'text')
    .addColumn('pending_email', 'varchar(254)')
    .addColumn('blocked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('registration_ip', 'varchar(45)')
    .addColumn('last_login_ip', 'varchar(45)')
    .addColumn('last_login_at', 'text');
  await addTimestampColumns(table).execute();
}

async function createTokens(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await addIdColumn(db.schema.createTable('one_time_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('one_time_tokens_user_idx').on('one_time_tokens').column('user_id').execute();
}

async function createMailAndSettings(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('app_settings' as never)
    .values({ key: 'record_ips', value: 'true' } as never)
    .execute();
}

export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await createUsers(db, dialect);
  await createTokens(db, dialect);
  await createMailAndSettings(db, dialect);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_settings', 'mail_outbox', 'one_time_tokens', 'refresh_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn, addTimestampColumns } from './migration-helpers.js';

/** Frozen copies (a migration is a snapshot): the nine plan quantities and the seeded trial. */
const QUANTITY_COLUMNS = [
  'chatbots_tokens',
  'code_generation_tokens',
  'ai_image_tokens',
  'speech_to_text_tokens',
  'speech_duration_limit',
  'text_to_speech_tokens',
  'text_character_length_limit',
  'template_generation_tokens',
  'support_request_sent',
];

const DEFAULT_TRIAL_BALANCES = {
  chatbots_tokens: 5000,
  code_generation_tokens: 3,
  ai_image_tokens: 3,
  speech_to_text_tokens: 3,
  speech_duration_limit: 1,
  text_to_speech_tokens: 3,
  text_character_length_limit: 500,
  template_generation_tokens: 5,
  support_request_sent: 2,
};

async function createBalances(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await db.schema
    .createTable('user_balances')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('capability', 'varchar(40)', (col) => col.notNull())
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_balances_pk', ['user_id', 'capability'])
    .addCheckConstraint('user_balances_non_negative', sql`balance >= 0`)
    .execute();

  await addIdColumn(db.schema.createTable('balance_ledger'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('capability', 'varchar(40)', (col) => col.notNull())
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('balance_after', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('balance_ledger_after_non_negative', sql`balance_after >= 0`)
    .execute();
  await db.schema
    .createIndex('balance_ledger_user_idx')
    .on('balance_ledger')
    .columns(['user_id', 'capability', 'id'])
    .execute();

  await db.schema
    .createTable('balance_reservations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('capability', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('balance_reservations_positive', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('balance_reservations_status_idx')
    .on('balance_reservations')
    .columns(['status', 'created_at'])
    .execute();
}

async function createOrders(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  let table = addIdColumn(db.schema.createTable('orders'), dialect)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('plan_id', 'integer', (col) => col.references('plans.id').onDelete('set null'))
    .addColumn('plan_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('plan_name', 'text', (col) => col.notNull());
  for (const column of QUANTITY_COLUMNS) {
    table = table.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0));
  }
  table = table
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('gateway', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('external_id', 'varchar(255)', (col) => col.unique())
    .addColumn('failure_reason', 'text')
    .addColumn('paid_at', 'text')
    .addCheckConstraint('orders_amount_non_negative', sql`amount_cents >= 0`);
  await addTimestampColumns(table).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('gateway', 'varchar(32)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('outcome', 'varchar(32)', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['gateway', 'event_id'])
    .execute();
}

export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await createOrders(db, dialect);
  await createBalances(db, dialect);
  await db
    .insertInto('app_settings' as never)
    .values({ key: 'trial_balances', value: JSON.stringify(DEFAULT_TRIAL_BALANCES) } as never)
    .execute();
  // Stripe is now listed only once keys are configured, so its switch can default to on.
  await db
    .updateTable('payment_methods' as never)
    .set({ enabled: true } as never)
    .where('code' as never, '=', 'stripe' as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_events',
    'balance_reservations',
    'balance_ledger',
    'user_balances',
    'orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db
    .deleteFrom('app_settings' as never)
    .where('key' as never, '=', 'trial_balances' as never)
    .execute();
}

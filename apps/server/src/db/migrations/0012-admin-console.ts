import type { Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/**
 * The admin console. Orders learn who made a manual one and why, when they were refunded and
 * the gateway's payment reference (Stripe's PaymentIntent, which a refund and
 * `charge.refunded` name); the ledger is read per order; every admin action is audited.
 */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  const orders = () => db.schema.alterTable('orders');
  await orders().addColumn('note', 'text').execute();
  await orders()
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await orders().addColumn('refunded_at', 'text').execute();
  await orders().addColumn('payment_reference', 'varchar(255)').execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_payment_ref_idx').on('orders').column('payment_reference').execute();
  await db.schema.createIndex('balance_ledger_order_idx').on('balance_ledger').column('order_id').execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();

  await addIdColumn(db.schema.createTable('audit_log'), dialect)
    .addColumn('admin_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(24)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  for (const index of [
    'orders_created_idx',
    'orders_payment_ref_idx',
    'balance_ledger_order_idx',
    'users_created_idx',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of ['note', 'created_by', 'refunded_at', 'payment_reference'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}

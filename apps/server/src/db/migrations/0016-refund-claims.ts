import { sql, type Kysely } from 'kysely';
import type { TDialect } from '../create-database.js';
import { addIdColumn } from './migration-helpers.js';

/**
 * A refund's claim on a hold in flight (decision 008, amended): what an order's refund could
 * not take from the balance because an answer held it, collected from that hold when it is
 * released or settled with an unused part.
 */
export async function up(db: Kysely<unknown>, dialect: TDialect): Promise<void> {
  await addIdColumn(db.schema.createTable('balance_claims'), dialect)
    .addColumn('reservation_id', 'varchar(36)', (col) =>
      col.notNull().references('balance_reservations.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('balance_claims_positive', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('balance_claims_reservation_idx')
    .on('balance_claims')
    .column('reservation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_claims').execute();
}

import type { Kysely } from 'kysely';

/**
 * The admin overview's aggregates over a period stay fast with 100,000 orders and 1,000,000
 * ledger rows: paid orders by when they were paid, and the ledger by reason and time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_paid_idx').on('orders').columns(['status', 'paid_at']).execute();
  await db.schema
    .createIndex('balance_ledger_reason_idx')
    .on('balance_ledger')
    .columns(['reason', 'created_at', 'capability', 'user_id'])
    .execute();
  await db.schema
    .createIndex('support_requests_created_idx')
    .on('support_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_paid_idx', 'balance_ledger_reason_idx', 'support_requests_created_idx'])
    await db.schema.dropIndex(index).execute();
}

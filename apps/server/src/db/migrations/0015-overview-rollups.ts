import { sql, type Kysely } from 'kysely';
import { PROVIDER_LATENCY_BUCKET_COLUMNS } from '../overview-tables.js';

/**
 * The admin overview reads rows per hour, not the ledger's million rows. Spending entries are
 * rolled up per closed UTC hour and tool (spend_hourly, filled by SpendRollup); a user's last
 * spend is kept on the account (throttled to once an hour), backfilled here; the AI provider's
 * calls are counted per hour, kind and outcome with their latency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  await sql`UPDATE users SET last_active_at = (
    SELECT max(created_at) FROM balance_ledger
    WHERE balance_ledger.user_id = users.id AND balance_ledger.reason = 'spend'
  )`.execute(db);
  await db.schema.createIndex('users_last_active_idx').on('users').column('last_active_at').execute();

  await db.schema
    .createTable('spend_hourly')
    .addColumn('hour', 'varchar(13)', (col) => col.notNull())
    .addColumn('capability', 'varchar(40)', (col) => col.notNull())
    .addColumn('entries', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('spend_hourly_pk', ['hour', 'capability'])
    .execute();

  let stats = db.schema
    .createTable('ai_provider_stats')
    .addColumn('hour', 'varchar(13)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('calls', 'integer', (col) => col.notNull())
    .addColumn('latency_ms_sum', 'bigint', (col) => col.notNull())
    .addColumn('latency_ms_max', 'integer', (col) => col.notNull());
  for (const bucket of PROVIDER_LATENCY_BUCKET_COLUMNS)
    stats = stats.addColumn(bucket, 'integer', (col) => col.notNull().defaultTo(0));
  await stats.addPrimaryKeyConstraint('ai_provider_stats_pk', ['hour', 'kind', 'outcome']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_provider_stats').execute();
  await db.schema.dropTable('spend_hourly').execute();
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}

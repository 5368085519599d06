import type { Kysely } from 'kysely';

/**
 * Each instance writes the AI provider's calls it counted in memory as one batch a minute;
 * a batch is recorded here by its id in the transaction that adds it, so a retried batch
 * (its first write committed but its answer was lost) adds nothing again. Kept a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_provider_stats_flushes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('flushed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_provider_stats_flushes_at_idx')
    .on('ai_provider_stats_flushes')
    .column('flushed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_provider_stats_flushes').execute();
}

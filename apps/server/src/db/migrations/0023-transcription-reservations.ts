import type { Kysely } from 'kysely';

/**
 * A transcription's hold is found from its job: the lease sweep releases a job's hold whose
 * holder stopped before the job's row was written (killed between the two), which it tells by
 * the absence of a row naming the hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ai_transcriptions_reservation_idx')
    .on('ai_transcriptions')
    .column('reservation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ai_transcriptions_reservation_idx').execute();
}

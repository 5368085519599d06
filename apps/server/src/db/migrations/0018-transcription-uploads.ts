import type { Kysely } from 'kysely';

/**
 * Speech to text decodes in the job, not in the upload's request: the upload as sent is kept
 * as private media (`upload_key`) until the job has decoded and measured it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_transcriptions').addColumn('upload_key', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_transcriptions').dropColumn('upload_key').execute();
}

import type { TPageQuery } from '@inkwell/contract';
import type { TTranscriptionRow, TTranscriptionUpdate } from '../db/ai-transcription-tables.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** ai_transcriptions: each user's speech-to-text jobs and their transcripts. */
export class TranscriptionRepository extends OwnedRuns<'ai_transcriptions'> {
  constructor(db: TExecutor) {
    super(db, 'ai_transcriptions');
  }

  /** The user's transcriptions, newest first; `search` in the transcript or the file's name. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string | undefined },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_transcriptions').where('user_id', '=', userId);
    if (query.search) {
      const search = query.search;
      base = base.where((eb) => eb.or([containsText('text', search), containsText('file_name', search)]));
    }
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }

  /** The jobs in this state, oldest first. */
  async findByStatus(
    status: TTranscriptionRow['status'],
    trx: TExecutor = this.db,
  ): Promise<TTranscriptionRow[]> {
    return trx
      .selectFrom('ai_transcriptions')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id')
      .execute();
  }

  /** Takes a queued job for this process: true when it was still queued (no other runner has it). */
  async claim(id: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .updateTable('ai_transcriptions')
      .set((eb) => ({ status: 'running', started_at: nowIso(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves a job on from `from`; false when it is no longer in that state (or gone). */
  async advance(
    id: number,
    from: TTranscriptionRow['status'],
    changes: TTranscriptionUpdate,
    trx: TExecutor = this.db,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('ai_transcriptions')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

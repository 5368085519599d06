import type { TPageQuery } from '@inkwell/contract';
import { PostgresAdapter } from 'kysely';
import type { TTranscriptionRow, TTranscriptionUpdate } from '../db/ai-transcription-tables.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { withoutLiveLease } from './lease-condition.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** Where a job is: its status and the instance running it (null unless running). */
export type TJobState = Pick<TTranscriptionRow, 'status' | 'runner'>;

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

  /** True when some job waits for a runner (one indexed lookup: the periodic pick-up's cost when idle). */
  async hasQueued(trx: TExecutor = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('ai_transcriptions')
      .select('id')
      .where('status', '=', 'queued')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Jobs waiting for a runner and jobs running, on every instance (one indexed range, for metrics). */
  async countActive(trx: TExecutor = this.db): Promise<{ queued: number; running: number }> {
    const rows = await trx
      .selectFrom('ai_transcriptions')
      .select((eb) => ['status', eb.fn.countAll().as('jobs')])
      .where('status', 'in', ['queued', 'running'])
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.jobs ?? 0);
    return { queued: of('queued'), running: of('running') };
  }

  /**
   * Takes the oldest queued job for one of `engines` for `runner` (queued → running, a try
   * counted): undefined when none is left. PostgreSQL skips a row another instance is taking
   * (`FOR UPDATE SKIP LOCKED`); SQLite writes one statement at a time.
   */
  async claimNext(
    runner: string,
    engines: readonly string[],
    trx: TExecutor = this.db,
  ): Promise<TTranscriptionRow | undefined> {
    const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
    const next = trx
      .selectFrom('ai_transcriptions')
      .select('id')
      .where('status', '=', 'queued')
      .where('engine', 'in', engines)
      .orderBy('id')
      .limit(1)
      .$if(postgres, (query) => query.forUpdate().skipLocked());
    return trx
      .updateTable('ai_transcriptions')
      .set((eb) => ({ status: 'running', runner, started_at: nowIso(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  }

  /** Running jobs whose runner's lease expired (or that name no runner): left by a stopped instance. */
  async findAbandoned(now: string, trx: TExecutor = this.db): Promise<TTranscriptionRow[]> {
    return trx
      .selectFrom('ai_transcriptions')
      .selectAll()
      .where('status', '=', 'running')
      .where(withoutLiveLease('ai_transcriptions.runner', now))
      .orderBy('id')
      .execute();
  }

  /** The jobs one instance is running. */
  async findRunningBy(runner: string, trx: TExecutor = this.db): Promise<TTranscriptionRow[]> {
    return trx
      .selectFrom('ai_transcriptions')
      .selectAll()
      .where('status', '=', 'running')
      .where('runner', '=', runner)
      .orderBy('id')
      .execute();
  }

  /**
   * Moves a job on from `from` (its status and, while running, its runner); false when it is
   * no longer there (gone, moved on, or queued again and taken by another runner).
   */
  async advance(
    id: number,
    from: TJobState,
    changes: TTranscriptionUpdate,
    trx: TExecutor = this.db,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('ai_transcriptions')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from.status)
      .where('runner', from.runner === null ? 'is' : '=', from.runner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

import type { TPageQuery } from '@inkwell/contract';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** ai_speeches: each user's texts read aloud. */
export class SpeechRepository extends OwnedRuns<'ai_speeches'> {
  constructor(db: TExecutor) {
    super(db, 'ai_speeches');
  }

  /** The user's speeches, newest first; `search` in the text. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string | undefined },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_speeches').where('user_id', '=', userId);
    if (query.search) base = base.where(containsText('text', query.search));
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }
}

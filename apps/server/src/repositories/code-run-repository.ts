import type { TCodeLanguageId, TPageQuery } from '@inkwell/contract';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** ai_code_runs: each user's AI Code runs. */
export class CodeRunRepository extends OwnedRuns<'ai_code_runs'> {
  constructor(db: TExecutor) {
    super(db, 'ai_code_runs');
  }

  /** The user's runs, newest first; `search` in the prompt, `language` exactly. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string | undefined; language?: TCodeLanguageId | undefined },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_code_runs').where('user_id', '=', userId);
    if (query.search) base = base.where(containsText('prompt', query.search));
    if (query.language) base = base.where('language', '=', query.language);
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }
}

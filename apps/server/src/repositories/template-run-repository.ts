import type { TPageQuery } from '@inkwell/contract';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** ai_template_runs: each user's template runs. */
export class TemplateRunRepository extends OwnedRuns<'ai_template_runs'> {
  constructor(db: TExecutor) {
    super(db, 'ai_template_runs');
  }

  /** The user's runs, newest first; `search` in the template's title or the result, `category` exactly. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string | undefined; category?: string | undefined },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_template_runs').where('user_id', '=', userId);
    const search = query.search;
    if (search)
      base = base.where((eb) =>
        eb.or([containsText('template_title', search), containsText('result', search)]),
      );
    if (query.category) base = base.where('category', '=', query.category);
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }
}

import type { TPageQuery } from '@inkwell/contract';
import type { TTemplateRunRow, TNewTemplateRun } from '../db/ai-template-tables.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { findPage } from './paginate.js';

/** ai_template_runs: each user's template runs. */
export class TemplateRunRepository {
  constructor(private readonly db: TExecutor) {}

  async create(run: TNewTemplateRun, trx: TExecutor = this.db): Promise<TTemplateRunRow> {
    return trx.insertInto('ai_template_runs').values(run).returningAll().executeTakeFirstOrThrow();
  }

  /** The user's run, or undefined when it does not exist or is someone else's. */
  async findOwned(
    userId: number,
    id: number,
    trx: TExecutor = this.db,
  ): Promise<TTemplateRunRow | undefined> {
    return trx
      .selectFrom('ai_template_runs')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
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

  async findAllByUserId(userId: number, trx: TExecutor = this.db): Promise<TTemplateRunRow[]> {
    return trx
      .selectFrom('ai_template_runs')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** True when the user's run existed and is gone. */
  async deleteOwned(userId: number, id: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .deleteFrom('ai_template_runs')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

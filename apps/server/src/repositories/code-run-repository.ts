import type { TCodeLanguageId, TPageQuery } from '@inkwell/contract';
import type { TCodeRunRow, TNewCodeRun } from '../db/ai-code-tables.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { findPage } from './paginate.js';

/** ai_code_runs: each user's AI Code runs. */
export class CodeRunRepository {
  constructor(private readonly db: TExecutor) {}

  async create(run: TNewCodeRun, trx: TExecutor = this.db): Promise<TCodeRunRow> {
    return trx.insertInto('ai_code_runs').values(run).returningAll().executeTakeFirstOrThrow();
  }

  /** The user's run, or undefined when it does not exist or is someone else's. */
  async findOwned(userId: number, id: number, trx: TExecutor = this.db): Promise<TCodeRunRow | undefined> {
    return trx
      .selectFrom('ai_code_runs')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's runs, newest first; `search` in the prompt, `language` exactly. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string; language?: TCodeLanguageId },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_code_runs').where('user_id', '=', userId);
    if (query.search) base = base.where(containsText('prompt', query.search));
    if (query.language) base = base.where('language', '=', query.language);
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }

  async findAllByUserId(userId: number, trx: TExecutor = this.db): Promise<TCodeRunRow[]> {
    return trx.selectFrom('ai_code_runs').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** True when the user's run existed and is gone. */
  async deleteOwned(userId: number, id: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .deleteFrom('ai_code_runs')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

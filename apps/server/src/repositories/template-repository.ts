import type { TNewTemplate, TTemplateRow } from '../db/ai-template-tables.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';

/** ai_templates: the prompt templates' catalogue. */
export class TemplateRepository {
  constructor(private readonly db: TExecutor) {}

  /** The active templates in display order, optionally of one category or matching `search`. */
  async findActive(
    filter: { category?: string | undefined; search?: string | undefined },
    trx: TExecutor = this.db,
  ): Promise<TTemplateRow[]> {
    let query = trx.selectFrom('ai_templates').selectAll().where('active', '=', true);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.search) {
      const search = filter.search;
      query = query.where((eb) =>
        eb.or([containsText('title', search), containsText('description', search)]),
      );
    }
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  /** An active template; undefined when it does not exist or is switched off. */
  async findActiveById(id: number, trx: TExecutor = this.db): Promise<TTemplateRow | undefined> {
    return trx
      .selectFrom('ai_templates')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
  }

  async create(template: TNewTemplate, trx: TExecutor = this.db): Promise<void> {
    await trx.insertInto('ai_templates').values(template).execute();
  }
}

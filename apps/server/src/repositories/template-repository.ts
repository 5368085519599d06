import type { Updateable } from 'kysely';
import type { AiTemplatesTable, TNewTemplate, TTemplateRow } from '../db/ai-template-tables.js';
import { nowIso } from '../lib/time.js';
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

  /** Every template, active or not, in display order (the admin's catalogue). */
  async findAll(trx: TExecutor = this.db): Promise<TTemplateRow[]> {
    return trx.selectFrom('ai_templates').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TTemplateRow | undefined> {
    return trx.selectFrom('ai_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(template: TNewTemplate, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .insertInto('ai_templates')
      .values(template)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, changes: Updateable<AiTemplatesTable>, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('ai_templates')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('ai_templates').where('id', '=', id).execute();
  }

  /** How many saved runs each template has. */
  async countRuns(trx: TExecutor = this.db): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('ai_template_runs')
      .select((eb) => ['template_id', eb.fn.countAll<number | string>().as('count')])
      .where('template_id', 'is not', null)
      .groupBy('template_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.template_id), Number(row.count)]));
  }
}

import type { TAssistantRow, TNewAssistant } from '../db/ai-chat-tables.js';
import type { TExecutor } from './executor.js';

export class AssistantRepository {
  constructor(private readonly db: TExecutor) {}

  /** The active assistants in display order. */
  async findActive(trx: TExecutor = this.db): Promise<TAssistantRow[]> {
    return trx
      .selectFrom('ai_assistants')
      .selectAll()
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TAssistantRow | undefined> {
    return trx.selectFrom('ai_assistants').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByIds(ids: number[], trx: TExecutor = this.db): Promise<TAssistantRow[]> {
    if (ids.length === 0) return [];
    return trx.selectFrom('ai_assistants').selectAll().where('id', 'in', ids).execute();
  }

  async create(assistant: TNewAssistant, trx: TExecutor = this.db): Promise<void> {
    await trx.insertInto('ai_assistants').values(assistant).execute();
  }
}

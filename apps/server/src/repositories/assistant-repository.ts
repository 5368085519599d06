import type { Updateable } from 'kysely';
import type { AiAssistantsTable, TAssistantRow, TNewAssistant } from '../db/ai-chat-tables.js';
import { nowIso } from '../lib/time.js';
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

  /** Every assistant, active or not, in display order (the admin's catalogue). */
  async findAll(trx: TExecutor = this.db): Promise<TAssistantRow[]> {
    return trx.selectFrom('ai_assistants').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  async create(assistant: TNewAssistant, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .insertInto('ai_assistants')
      .values(assistant)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, changes: Updateable<AiAssistantsTable>, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('ai_assistants')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('ai_assistants').where('id', '=', id).execute();
  }

  /** How many chats (users' and admins' tests) each assistant has. */
  async countChats(trx: TExecutor = this.db): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('ai_chats')
      .select((eb) => ['assistant_id', eb.fn.countAll<number | string>().as('count')])
      .groupBy('assistant_id')
      .execute();
    return new Map(rows.map((row) => [row.assistant_id, Number(row.count)]));
  }
}

import type { TPageQuery } from '@inkwell/contract';
import type { Updateable } from 'kysely';
import type { AiChatsTable, TChatMessageRow, TChatRow, TNewChatMessage } from '../db/ai-chat-tables.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { findPage } from './paginate.js';

export class ChatRepository {
  constructor(private readonly db: TExecutor) {}

  /** The user's chat, or undefined when it does not exist or is someone else's. */
  async findOwned(userId: number, chatId: number, trx: TExecutor = this.db): Promise<TChatRow | undefined> {
    return trx
      .selectFrom('ai_chats')
      .selectAll()
      .where('id', '=', chatId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's chats, most recently active first, optionally those whose title contains `search`. */
  async paginate(userId: number, query: TPageQuery & { search?: string }, trx: TExecutor = this.db) {
    let base = trx.selectFrom('ai_chats').where('user_id', '=', userId);
    if (query.search) base = base.where(containsText('title', query.search));
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    );
  }

  async create(
    chat: { user_id: number; assistant_id: number; title: string; created_at: string; admin_test?: boolean },
    trx: TExecutor = this.db,
  ): Promise<TChatRow> {
    return trx
      .insertInto('ai_chats')
      .values({ ...chat, model: null, updated_at: chat.created_at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(chatId: number, changes: Updateable<AiChatsTable>, trx: TExecutor = this.db): Promise<void> {
    await trx.updateTable('ai_chats').set(changes).where('id', '=', chatId).execute();
  }

  async delete(chatId: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('ai_chats').where('id', '=', chatId).execute();
  }

  async findMessages(chatId: number, trx: TExecutor = this.db): Promise<TChatMessageRow[]> {
    return trx
      .selectFrom('ai_chat_messages')
      .selectAll()
      .where('chat_id', '=', chatId)
      .orderBy('id')
      .execute();
  }

  async createMessage(message: TNewChatMessage, trx: TExecutor = this.db): Promise<TChatMessageRow> {
    return trx.insertInto('ai_chat_messages').values(message).returningAll().executeTakeFirstOrThrow();
  }

  /** Puts a deleted message back as it was, its id included (a regenerate the provider refused). */
  async restoreMessage(message: TChatMessageRow, trx: TExecutor = this.db): Promise<void> {
    await trx.insertInto('ai_chat_messages').values(message).execute();
  }

  async deleteMessage(messageId: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('ai_chat_messages').where('id', '=', messageId).execute();
  }
}

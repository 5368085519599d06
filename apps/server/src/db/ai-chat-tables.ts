import type { TChatMessageStatus } from '@inkwell/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { TBool, TDefaultBool, TTimestamp } from './types.js';

/** An assistant users can talk to; operators manage the catalogue. */
export interface AiAssistantsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  category: string;
  system_prompt: string;
  avatar: string;
  sort_order: number;
  active: TBool;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

/** A conversation of one user with one assistant; `model` is the one that last answered. */
export interface AiChatsTable {
  id: Generated<number>;
  user_id: number;
  assistant_id: number;
  title: string;
  model: string | null;
  /** An admin's "try it" chat from the assistants catalogue: it spends nothing. */
  admin_test: TDefaultBool;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

/** A message; an assistant's carries what it cost (prompt and completion tokens). */
export interface AiChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  role: 'user' | 'assistant';
  content: string;
  status: TChatMessageStatus;
  prompt_tokens: number;
  completion_tokens: number;
  created_at: TTimestamp;
}

export type TAssistantRow = Selectable<AiAssistantsTable>;
export type TNewAssistant = Insertable<AiAssistantsTable>;
export type TChatRow = Selectable<AiChatsTable>;
export type TChatMessageRow = Selectable<AiChatMessagesTable>;
export type TNewChatMessage = Insertable<AiChatMessagesTable>;

import type { TAssistant, TChatMessage, TChatSummary } from '@inkwell/contract';
import type { TAssistantRow, TChatMessageRow, TChatRow } from '../../db/ai-chat-tables.js';

export function toAssistant(row: TAssistantRow): TAssistant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    avatar: row.avatar,
  };
}

export function toChatSummary(row: TChatRow, assistant: TAssistantRow): TChatSummary {
  return {
    id: row.id,
    title: row.title,
    assistant: toAssistant(assistant),
    model: row.model,
    admin_test: Boolean(row.admin_test),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toChatMessage(row: TChatMessageRow): TChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    status: row.status,
    prompt_tokens: row.prompt_tokens,
    completion_tokens: row.completion_tokens,
    created_at: row.created_at,
  };
}

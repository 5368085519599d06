import type { TChatMessageRow } from '../../db/ai-chat-tables.js';

/** The chat's last message when it is an answer (what a regenerate replaces). */
export function lastAnswer(messages: TChatMessageRow[]): TChatMessageRow | undefined {
  const last = messages.at(-1);
  return last?.role === 'assistant' ? last : undefined;
}

/** A question not yet saved, as the context builder reads messages. */
export function draftMessage(chatId: number, content: string) {
  return {
    id: 0,
    chat_id: chatId,
    role: 'user' as const,
    content,
    status: 'complete' as const,
    prompt_tokens: 0,
    completion_tokens: 0,
    created_at: '',
  };
}

import type { TChatDetail, TChatMessage } from '@inkwell/contract';

/** An answer this page asked for and has not seen in the chat's saved messages yet. */
export interface TPendingAnswer {
  /** The message just sent; null when regenerating or following an answer after a reload. */
  question: string | null;
  /** Regenerating: the chat's last answer is hidden while its replacement is written. */
  replacing: boolean;
  /** The text streamed so far. */
  text: string;
  /** The saved answer once `done` came, shown until the chat's messages hold it. */
  answer: TChatMessage | null;
}

export interface TVisibleMessages {
  messages: TChatMessage[];
  /** The text of the answer being written; null when none is. */
  streamingText: string | null;
}

/** A stand-in for the message just sent, until the chat is read again with its real id. */
export function draftUserMessage(content: string): TChatMessage {
  return {
    id: -1,
    role: 'user',
    content,
    status: 'complete',
    prompt_tokens: 0,
    completion_tokens: 0,
    created_at: new Date().toISOString(),
  };
}

/**
 * What the conversation shows: the saved messages, and while an answer is pending the question
 * just sent and the answer's text. Whatever the saved messages already hold (a refetch during
 * the stream, Stop's answer) is shown once, from them.
 */
export function visibleMessages(chat: TChatDetail, pending: TPendingAnswer | null): TVisibleMessages {
  const saved = chat.messages;
  if (!pending || (pending.answer && saved.some((message) => message.id === pending.answer?.id))) {
    return { messages: saved, streamingText: null };
  }
  const last = saved.at(-1);
  let messages = pending.replacing && last?.role === 'assistant' ? saved.slice(0, -1) : saved;
  const questionSaved = last?.role === 'user' && last.content.trim() === pending.question?.trim();
  if (pending.question !== null && !questionSaved) {
    messages = [...messages, draftUserMessage(pending.question)];
  }
  if (pending.answer) return { messages: [...messages, pending.answer], streamingText: null };
  return { messages, streamingText: pending.text };
}

/** The chat with a finished answer in place, to keep until the server is asked again. */
export function withAnswer(chat: TChatDetail, pending: TPendingAnswer, answer: TChatMessage): TChatDetail {
  const shown = visibleMessages(chat, { ...pending, answer });
  return { ...chat, generating: false, messages: shown.messages };
}

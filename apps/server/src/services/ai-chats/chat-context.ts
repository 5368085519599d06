import { HttpError } from '../../lib/http-error.js';
import type { TChatMessageRow } from '../../db/ai-chat-tables.js';
import type { TChatTurn } from '../../providers/ai/ai-provider.js';
import { countChat } from './token-counter.js';

export interface TChatContext {
  turns: TChatTurn[];
  promptTokens: number;
}

/** The assistants' system prompts, counted once each (an admin's edit is a new text). */
const systemPromptTokens = new Map<string, number>();
const SYSTEM_PROMPTS_KEPT = 256;

async function countSystemPrompt(text: string): Promise<number> {
  let tokens = systemPromptTokens.get(text);
  if (tokens === undefined) {
    tokens = await countChat([{ role: 'system', content: text }]);
    if (systemPromptTokens.size >= SYSTEM_PROMPTS_KEPT) systemPromptTokens.clear();
    systemPromptTokens.set(text, tokens);
  }
  return tokens;
}

/**
 * What the model sees: the system prompt (never cut), then as much of the recent history as fits
 * `budget` tokens, ending with the newest user message. Failed answers are left out; a stopped
 * one is part of the conversation as far as it went.
 */
export async function buildChatContext(
  systemPrompt: string,
  history: readonly TChatMessageRow[],
  budget: number,
): Promise<TChatContext> {
  const system: TChatTurn = { role: 'system', content: systemPrompt };
  const usable = history.filter((message) => message.status !== 'failed' && message.content !== '');
  const turns: TChatTurn[] = [];
  let promptTokens = await countSystemPrompt(systemPrompt);
  const bare = await countChat([]);
  for (let i = usable.length - 1; i >= 0; i -= 1) {
    const turn: TChatTurn = { role: usable[i]!.role, content: usable[i]!.content };
    const cost = (await countChat([turn])) - bare;
    if (promptTokens + cost > budget) break;
    turns.unshift(turn);
    promptTokens += cost;
  }
  // Walking back from the newest message, an empty list means the newest alone did not fit.
  if (turns.length === 0)
    throw new HttpError(
      422,
      'This message is too long for the assistant to read together with its instructions. Please shorten it.',
    );
  return { turns: [system, ...turns], promptTokens };
}

import type { TChatTurn } from '../../providers/ai/ai-provider.js';
import { TokenThread } from './token-thread.js';

/** OpenAI's chat format costs this much per message beside its text, and this much to prime the answer. */
const TOKENS_PER_MESSAGE = 4;
const TOKENS_TO_PRIME_ANSWER = 3;

const thread = new TokenThread();

export async function countTokens(text: string): Promise<number> {
  const [count] = await thread.count([text]);
  return count!;
}

/** The prompt tokens a list of chat messages costs, counted as OpenAI counts them. */
export async function countChat(turns: readonly TChatTurn[]): Promise<number> {
  const counts = await thread.count(turns.map((turn) => turn.content));
  return counts.reduce((sum, count) => sum + TOKENS_PER_MESSAGE + count, TOKENS_TO_PRIME_ANSWER);
}

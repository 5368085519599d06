import type { TChatTurn } from '../../providers/ai/ai-provider.js';

/** OpenAI's chat format costs this much per message beside its text, and this much to prime the answer. */
const TOKENS_PER_MESSAGE = 4;
const TOKENS_TO_PRIME_ANSWER = 3;

type TCount = (text: string) => number;
let loading: Promise<TCount> | undefined;

/** gpt-tokenizer (o200k_base) is a few MB of tables: loaded with the first chat, not at boot. */
function tokenizer(): Promise<TCount> {
  loading ??= import('gpt-tokenizer').then((module) => (text: string) => module.countTokens(text));
  return loading;
}

export async function countTokens(text: string): Promise<number> {
  return (await tokenizer())(text);
}

/** The prompt tokens a list of chat messages costs, counted as OpenAI counts them. */
export async function countChat(turns: readonly TChatTurn[]): Promise<number> {
  const count = await tokenizer();
  return turns.reduce((sum, turn) => sum + TOKENS_PER_MESSAGE + count(turn.content), TOKENS_TO_PRIME_ANSWER);
}

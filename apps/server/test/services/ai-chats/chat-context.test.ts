import { describe, expect, it } from 'vitest';
import type { TChatMessageRow } from '../../../src/db/ai-chat-tables.js';
import { buildChatContext } from '../../../src/services/ai-chats/chat-context.js';
import { titleFrom } from '../../../src/services/ai-chats/chat-service.js';
import { countChat } from '../../../src/services/ai-chats/token-counter.js';

let nextId = 1;
function message(
  role: 'user' | 'assistant',
  content: string,
  status: TChatMessageRow['status'] = 'complete',
) {
  return {
    id: nextId++,
    chat_id: 1,
    role,
    content,
    status,
    prompt_tokens: 0,
    completion_tokens: 0,
    created_at: '',
  };
}

const SYSTEM = 'You are a careful assistant. Answer briefly.';

describe('the context a chat sends', () => {
  it('counts tokens with a real tokenizer, as OpenAI counts chat messages', async () => {
    // "hello world" is 2 tokens; each message costs 4 more, and 3 prime the answer.
    expect(await countChat([{ role: 'user', content: 'hello world' }])).toBe(2 + 4 + 3);
  });

  it('keeps the system prompt and the newest messages that fit, oldest dropped first', async () => {
    const history = [
      message('user', 'first question '.repeat(40)),
      message('assistant', 'first answer '.repeat(40)),
      message('user', 'second question'),
      message('assistant', 'second answer'),
      message('user', 'third question'),
    ];
    const everything = await buildChatContext(SYSTEM, history, 100_000);
    expect(everything.turns).toHaveLength(6);
    const tight = await buildChatContext(SYSTEM, history, everything.promptTokens - 120);
    expect(tight.turns.map((turn) => turn.content)).toEqual([
      SYSTEM,
      'second question',
      'second answer',
      'third question',
    ]);
    expect(tight.promptTokens).toBe(await countChat(tight.turns));
    expect(tight.promptTokens).toBeLessThanOrEqual(everything.promptTokens - 120);
  });

  it('leaves failed answers out and keeps a stopped one', async () => {
    const history = [
      message('user', 'one'),
      message('assistant', 'broken', 'failed'),
      message('user', 'two'),
      message('assistant', 'half', 'stopped'),
      message('user', 'three'),
    ];
    const { turns } = await buildChatContext(SYSTEM, history, 10_000);
    expect(turns.map((turn) => turn.content)).toEqual([SYSTEM, 'one', 'two', 'half', 'three']);
  });

  it('refuses a message that does not fit beside the system prompt', async () => {
    await expect(buildChatContext(SYSTEM, [message('user', 'word '.repeat(500))], 200)).rejects.toMatchObject(
      {
        statusCode: 422,
      },
    );
  });
});

describe('a new chat title', () => {
  it('is the first message on one line, cut at a word near 60 characters', () => {
    expect(titleFrom('  Plan a\n\ntrip to Lisbon  ')).toBe('Plan a trip to Lisbon');
    const long = titleFrom(
      'Write a detailed marketing plan for a small bakery that opens early every morning',
    );
    expect(long).toBe('Write a detailed marketing plan for a small bakery that…');
    expect(long.length).toBeLessThanOrEqual(61);
  });
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { countChat, countTokens } from '../../../src/services/ai-chats/token-counter.js';

// A full collection on demand, to read what the server's own heap keeps.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const heapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

it('counts on a thread of its own: the tokenizer’s tables never enter the server’s heap', async () => {
  const before = heapMb();
  expect(await countTokens('hello world')).toBe(2);
  // The o200k tables are ~20 MB of a quarter of a million objects that every full collection
  // of the server's heap would mark again; here they stay on the counting thread.
  expect(heapMb() - before).toBeLessThan(5);
});

it('counts many at once and in parallel, each answer its own', async () => {
  const texts = Array.from({ length: 50 }, (_, i) => 'word '.repeat(i + 1).trim());
  const counts = await Promise.all(texts.map((text) => countTokens(text)));
  expect(counts).toEqual(texts.map((_, i) => i + 1));
  expect(
    await countChat([
      { role: 'system', content: 'hello world' },
      { role: 'user', content: 'hello world' },
    ]),
  ).toBe(2 * (2 + 4) + 3);
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ENVIRONMENT_PROVIDER_ID } from '@inkwell/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { OpenAiProvider } from '../../src/providers/ai/openai-provider.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../helpers/fake-openai.js';

// A full collection on demand, to see what a finished answer leaves behind.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const ANSWERS = 5;
let fake: FakeOpenAI;
/** The signal each provider request was sent with, held weakly: alive only while something keeps it. */
const sent: WeakRef<AbortSignal>[] = [];

beforeAll(async () => {
  fake = await new FakeOpenAI().listen();
  const realFetch = globalThis.fetch;
  // A plain function (no spy: a spy's recorded calls would keep every signal alive).
  vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    if (init?.signal) sent.push(new WeakRef(init.signal));
    return realFetch(input, init);
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await fake.close();
});

const target = (model: string) => ({
  connection: { id: ENVIRONMENT_PROVIDER_ID, baseURL: fake.url, apiKey: FAKE_OPENAI_API_KEY },
  model,
});

/** Collects until no signal a request was sent with is alive; how many still are. */
function signalsAlive() {
  // Each round lets the finished requests' sockets and timers settle before collecting again.
  return expect.poll(
    async () => {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      return sent.filter((signal) => signal.deref() !== undefined).length;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** One streamed answer read to its end, as a chat or AI Code answer is; its text. */
async function answerOnce(provider: OpenAiProvider): Promise<string> {
  const stop = new AbortController();
  const stream = await provider.streamChat(target('fake-chat-1'), {
    messages: [{ role: 'user', content: 'Say hello' }],
    maxOutputTokens: 64,
    signal: stop.signal,
  });
  let text = '';
  for await (const piece of stream.pieces) text += piece;
  return text;
}

it('keeps nothing of a streamed answer once it has ended, so a long-running server does not grow', async () => {
  const provider = new OpenAiProvider({ AI_REQUEST_TIMEOUT_SECONDS: 60, AI_ALLOW_PRIVATE_HOSTS: false });
  for (let i = 0; i < ANSWERS; i += 1) expect(await answerOnce(provider)).toBe('Hello from the fake model.');
  expect(sent).toHaveLength(ANSWERS);
  await signalsAlive().toBe(0);
});

it('keeps nothing of an image generation once its pictures are read, long before the timeout', async () => {
  sent.length = 0;
  const provider = new OpenAiProvider({ AI_REQUEST_TIMEOUT_SECONDS: 600, AI_ALLOW_PRIVATE_HOSTS: false });
  for (let i = 0; i < ANSWERS; i += 1) {
    const pictures = await provider.generateImages(target('fake-image-1'), {
      prompt: 'A lighthouse',
      size: '64x64',
      n: 1,
      askBase64: true,
    });
    expect(pictures).toHaveLength(1);
  }
  expect(sent).toHaveLength(ANSWERS);
  // A timeout signal with the SDK's listener on it would stay for the whole 600 s.
  await signalsAlive().toBe(0);
});

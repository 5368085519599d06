import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../helpers/fake-openai.js';

const messages = [{ role: 'user' as const, content: 'Say hello' }]; // 9 characters: 3 prompt tokens

/** The text pieces a stream yielded, the usage it reported, and what stopped it (if it threw). */
async function readStream(stream: AsyncIterable<ChatCompletionChunk>, onPiece?: () => void) {
  const pieces: string[] = [];
  const usages: unknown[] = [];
  let error: unknown;
  try {
    for await (const chunk of stream) {
      const content = chunk.choices[0]?.delta.content;
      if (chunk.usage) usages.push(chunk.usage);
      if (!content) continue;
      pieces.push(content);
      onPiece?.();
    }
  } catch (caught) {
    error = caught;
  }
  return { pieces, usages, error };
}

describe('FakeOpenAI through the real openai SDK', () => {
  let fake: FakeOpenAI;
  let client: OpenAI;

  beforeEach(async () => {
    fake = await new FakeOpenAI().listen();
    client = new OpenAI({ baseURL: fake.url, apiKey: FAKE_OPENAI_API_KEY, maxRetries: 0 });
  });

  afterEach(() => fake.close());

  it('lists its models', async () => {
    fake.models = ['fake-chat-1', 'fake-chat-2'];
    const page = await client.models.list();
    expect(page.data.map((model) => model.id)).toEqual(['fake-chat-1', 'fake-chat-2']);
  });

  it('streams the pieces in order, then the usage in the last chunk when asked', async () => {
    fake.reply({ chunks: ['One', ' two', ' three'] });
    const stream = await client.chat.completions.create({
      model: 'fake-chat-1',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const pieces = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta.content));
    expect(pieces.filter(Boolean)).toEqual(['One', ' two', ' three']);
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'fake-chat-1',
      choices: [],
      usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      body: { model: 'fake-chat-1', stream: true, messages },
    });
  });

  it('reports no usage when the answer has none', async () => {
    fake.reply({ chunks: ['Quiet'], usage: null, finishReason: 'length' });
    const stream = await client.chat.completions.create({
      model: 'fake-chat-1',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const { pieces, usages, error } = await readStream(stream);
    expect({ pieces, usages, error }).toEqual({ pieces: ['Quiet'], usages: [], error: undefined });
  });

  it('answers a completion that is not streamed whole, with its usage', async () => {
    const completion = await client.chat.completions.create({ model: 'fake-code-1', messages });
    expect(completion.choices[0]?.message).toMatchObject({
      role: 'assistant',
      content: 'Hello from the fake model.',
    });
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage).toEqual({ prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 });
  });

  it('refuses a wrong key with 401 and an unknown model with 404', async () => {
    const stranger = new OpenAI({ baseURL: fake.url, apiKey: 'sk-wrong', maxRetries: 0 });
    const denied = await stranger.models.list().catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(denied).toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' });

    const missing = await client.chat.completions
      .create({ model: 'gpt-unknown', messages })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'model_not_found' });
  });

  it('fails the next request as queued, with its headers, then answers again', async () => {
    fake.fail(429, 'slow down', { 'retry-after': '7' });
    fake.fail(500);
    const limited = await client.models.list().catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect(limited).toMatchObject({ status: 429, message: expect.stringContaining('slow down') });
    expect((limited as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe('7');

    const broken = await client.chat.completions
      .create({ model: 'fake-chat-1', messages })
      .catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(OpenAI.InternalServerError);
    expect(broken).toMatchObject({ status: 500 });

    await expect(client.models.list()).resolves.toMatchObject({ data: expect.any(Array) });
  });

  it('cuts the connection after the pieces it was told to send', async () => {
    fake.reply({ chunks: ['a', 'b', 'c', 'd'], cutAfter: 2, delayMs: 20 });
    const stream = await client.chat.completions.create({ model: 'fake-chat-1', messages, stream: true });
    const { pieces, error } = await readStream(stream);
    expect(pieces).toEqual(['a', 'b']);
    expect(error).toBeInstanceOf(Error);
    expect(fake.clientClosed).toBe(0);
  });

  it('hangs after a piece until the client aborts, and counts the client closing', async () => {
    fake.reply({ chunks: ['first', 'never'], hangAfter: 1 });
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { model: 'fake-chat-1', messages, stream: true },
      { signal: controller.signal },
    );
    const closed = fake.whenClientCloses();
    const { pieces } = await readStream(stream, () => controller.abort());
    await closed;
    expect(pieces).toEqual(['first']);
    expect(fake.clientClosed).toBe(1);
  });
});

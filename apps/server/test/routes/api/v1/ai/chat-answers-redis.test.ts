import { ZChatDetailSchema } from '@inkwell/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWithBalance, storedBalances } from '../../../../helpers/balance.js';
import { readEvents, streamedText, type TStreamEvent } from '../../../../helpers/event-stream-client.js';
import { TEST_REDIS_URL } from '../../../../helpers/test-redis.js';
import { call, send, startChatFixture, type TChatFixture } from './chat-fixture.js';

/**
 * With REDIS_URL, a running answer is a claim and a stream in Redis (the other instances' view
 * of it, test/cluster/answers.test.ts), and one instance behaves as without it.
 */
describe('AI chats with REDIS_URL: the answer in Redis', () => {
  let f: TChatFixture;
  let redis: Redis;
  beforeAll(async () => {
    f = await startChatFixture({
      REDIS_URL: TEST_REDIS_URL,
      ANSWER_LEASE_SECONDS: '5',
      AI_CODE_MODEL: 'fake-code-1',
    });
    redis = new Redis(TEST_REDIS_URL, { keyPrefix: f.ctx.config.REDIS_KEY_PREFIX });
  });
  afterAll(async () => {
    redis?.disconnect();
    await f?.close();
  });

  it('claimed while it runs (with a lease), streamed, stopped and kept; then the claim is gone and the stream expires', async () => {
    const user = await signedInWithBalance(f.app, { chatbots_tokens: 20_000 });
    const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number }[];
    const { id: chatId } = (await (
      await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id })
    ).json()) as { id: number };
    f.fake.reply({ chunks: ['Working', ' on it'], hangAfter: 1 });
    const seen: TStreamEvent[] = [];
    const sending = readEvents(await send(f, user, chatId, 'Work'), (event) => seen.push(event));
    await expect.poll(() => seen.length).toBeGreaterThan(0);

    const claim = `answers:{chat:${chatId}}`;
    const ttl = await redis.pttl(claim);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5000);
    expect(
      ZChatDetailSchema.parse(await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()).generating,
    ).toBe(true);
    expect((await send(f, user, chatId, 'Again')).status).toBe(409);
    const followed: TStreamEvent[] = [];
    const following = readEvents(await call(f, user, 'GET', `/chats/${chatId}/stream/`), (event) =>
      followed.push(event),
    );
    await expect.poll(() => streamedText(followed)).toBe('Working');
    // The shared stream has the first word too, for the other instances.
    const [owner] = (await redis.get(claim))!.split('/').slice(1);
    await expect
      .poll(async () => (await redis.xrange(`${claim}:${owner}`, '-', '+')).map(([, fields]) => fields))
      .toEqual([['d', 'Working']]);

    const stopped = ZChatDetailSchema.parse(
      await (await call(f, user, 'POST', `/chats/${chatId}/stop/`)).json(),
    );
    expect(stopped.generating).toBe(false);
    expect(stopped.messages.at(-1)).toMatchObject({ content: 'Working', status: 'stopped' });
    for (const events of await Promise.all([sending, following])) expect(events.at(-1)?.event).toBe('done');
    expect(await redis.exists(claim)).toBe(0);
    const stream = `${claim}:${owner}`;
    expect((await redis.xrange(stream, '-', '+')).at(-1)![1][0]).toBe('e');
    expect(await redis.pttl(stream)).toBeGreaterThan(0);
  });

  it('AI Code: a second run is a 409 and Stop keeps and charges what was written', async () => {
    const user = await signedInWithBalance(f.app);
    const before = (await storedBalances(f.app, user.id)).code_generation_tokens;
    f.fake.reply({ chunks: ['print(1)', '\n'], hangAfter: 1 });
    const seen: TStreamEvent[] = [];
    const run = () =>
      call(f, user, 'POST', '/code/', { mode: 'write', language: 'python', prompt: 'Print one' });
    const running = readEvents(await run(), (event) => seen.push(event));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect((await run()).status).toBe(409);
    expect((await call(f, user, 'POST', '/code/stop/')).status).toBe(204);
    const events = await running;
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { saved: { result: 'print(1)', status: 'stopped' } },
    });
    expect((await call(f, user, 'POST', '/code/stop/')).status).toBe(409);
    expect((await storedBalances(f.app, user.id)).code_generation_tokens).toBe(before - 1);
  });
});

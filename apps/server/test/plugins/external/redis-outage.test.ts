import { randomBytes } from 'node:crypto';
import { ZHealthResponseSchema } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoggedIn } from '../../helpers/accounts.js';
import { signedInWithBalance } from '../../helpers/balance.js';
import { buildTestApp, type TTestApp } from '../../helpers/build-app.js';
import { readEvents, streamedText } from '../../helpers/event-stream-client.js';
import { LOG_LEVEL } from '../../helpers/log-capture.js';
import { startRedisProxy, type TRedisProxy } from '../../helpers/redis-proxy.js';
import { TEST_REDIS_URL } from '../../helpers/test-redis.js';
import { call, send, startChatFixture, type TChatFixture } from '../../routes/api/v1/ai/chat-fixture.js';

/**
 * Redis cut under an instance (a proxy in front of the test Redis) while another instance
 * keeps it: the first serves on its own state, says so once, and shares again once it is
 * back. Limits and password guesses on local counters meanwhile:
 * test/routes/api/v1/users/limits-across-instances.test.ts.
 */
describe('with REDIS_URL, when Redis goes away under load', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let proxy: TRedisProxy;
  let f: TChatFixture;
  let other: TTestApp;
  beforeAll(async () => {
    proxy = await startRedisProxy();
    f = await startChatFixture({ REDIS_URL: proxy.url, REDIS_KEY_PREFIX: prefix, ANSWER_LEASE_SECONDS: '5' });
    other = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } });
  });
  afterAll(async () => {
    await other?.close();
    await f?.close();
    await proxy?.close();
  });

  const lines = () =>
    f.logs.flatMap((chunk) =>
      chunk
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
  const logged = (level: number, msg: RegExp) =>
    lines().filter((line: { level: number; msg: string }) => line.level === level && msg.test(line.msg));
  const redisCheck = async () =>
    ZHealthResponseSchema.parse((await f.app.inject({ method: 'GET', url: '/api/health/ready' })).json())
      .checks.redis;

  /** An answer and a few reads at once, as users keep working: all answered, none a 5xx. */
  async function work(user: TLoggedIn, chatId: number, words: string[]): Promise<void> {
    f.fake.reply({ chunks: words });
    const [answer, ...reads] = await Promise.all([
      send(f, user, chatId, 'Hello').then(readEvents),
      ...['/chats/', '/assistants/', `/chats/${chatId}/`].map((path) => call(f, user, 'GET', path)),
    ]);
    expect(answer.at(-1)?.event).toBe('done');
    expect(streamedText(answer)).toBe(words.join(''));
    expect(reads.map((response) => response.status)).toEqual([200, 200, 200]);
  }

  it('answers on its own meanwhile, logs the loss and the return once each, and resubscribes', async () => {
    const user = await signedInWithBalance(f.app, { chatbots_tokens: 20_000 });
    const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number }[];
    const chat = (await (await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id })).json()) as {
      id: number;
    };
    await work(user, chat.id, ['Before', ' the cut']);

    await proxy.cut();
    await expect.poll(redisCheck).toBe('down');
    await work(user, chat.id, ['Still', ' here']);
    await work(user, chat.id, ['And', ' again']);
    expect(logged(LOG_LEVEL.error, /^Redis lost/)).toHaveLength(1);
    expect(lines().filter((line: { level: number }) => line.level >= LOG_LEVEL.error)).toHaveLength(1);

    await proxy.restore();
    await expect.poll(redisCheck, { timeout: 15_000 }).toBe('up');
    expect(logged(LOG_LEVEL.info, /^Redis answers again/)).toHaveLength(1);
    // Subscribed again: a change on the other instance reaches this one's caches.
    let heard = 0;
    f.app.invalidation.on('redis-outage-test', () => (heard += 1));
    await expect
      .poll(() => {
        other.app.invalidation.publish('redis-outage-test');
        return heard;
      })
      .toBeGreaterThan(0);
    await work(user, chat.id, ['Shared', ' again']);
  });
});

import { DRAIN_WORDS } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../../src/repositories/index.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../helpers/balance.js';
import { readEvents, streamedText, type TStreamEvent } from '../../helpers/event-stream-client.js';
import {
  call,
  send,
  startChatFixture,
  userWithChat,
  type TChatFixture,
} from '../../routes/api/v1/ai/chat-fixture.js';

interface TChat {
  messages: { role: string; content: string; status: string }[];
  generating: boolean;
}

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A draining instance (SIGTERM: server.ts calls `lifecycle.drain`, here called by the test):
 * the balancer is told at once, new answers go elsewhere, running ones finish.
 */
describe('graceful drain: what a draining instance answers', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  it('health answers 503 "draining" at once; every new answer or run is refused 503 with Retry-After; the rest is answered', async () => {
    const { user, chatId } = await userWithChat(f);
    const health = () => fetch(`${f.base.replace(/\/v1\/ai$/, '')}/health`);
    expect((await health()).status).toBe(200);

    expect(await f.app.lifecycle.drain(60_000)).toBe(true);

    const draining = await health();
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining', dialect, checks: { database: 'up' } });

    const form = new FormData();
    form.set('file', new Blob([Buffer.from('RIFF')]), 'clip.wav');
    const refusals = [
      await send(f, user, chatId, 'Hello?'),
      await call(f, user, 'POST', `/chats/${chatId}/regenerate/`),
      await call(f, user, 'POST', '/code/', { mode: 'write', language: 'typescript', prompt: 'Add' }),
      await call(f, user, 'POST', '/templates/1/run/', { values: {} }),
      await call(f, user, 'POST', '/images/', { prompt: 'A lighthouse', size: '256x256', n: 1 }),
      await call(f, user, 'POST', '/text-to-speech/', { voice_id: 1, text: 'Hello' }),
      await fetch(`${f.base}/speech-to-text/`, { method: 'POST', headers: user.headers, body: form }),
    ];
    for (const refused of refusals) {
      expect([refused.url, refused.status]).toEqual([refused.url, 503]);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({ detail: DRAIN_WORDS.refused });
    }

    // Everything else is answered as usual while the instance drains.
    const chat = await call(f, user, 'GET', `/chats/${chatId}/`);
    expect(chat.status).toBe(200);
    expect(((await chat.json()) as TChat).messages).toEqual([]);
    expect((await call(f, user, 'GET', '/chats/')).status).toBe(200);
  });
});

describe('graceful drain: answers running when it begins', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  it('an answer running when the drain begins finishes and is saved and charged; the drain ends with it', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    const held = f.fake.holdNext();
    f.fake.reply({ chunks: ['All', ' of', ' it.'], usage: { prompt_tokens: 30, completion_tokens: 3 } });
    const sending = send(f, user, chatId, 'Finish this');
    await held.arrived;

    let drained: boolean | undefined;
    const drain = f.app.lifecycle.drain(60_000).then((idle) => (drained = idle));
    expect(f.app.lifecycle.draining).toBe(true);
    // A second message while the first runs is refused as draining, not as "already writing".
    expect((await send(f, user, chatId, 'And this')).status).toBe(503);
    expect(drained).toBeUndefined();

    held.release();
    const events = await readEvents(await sending);
    expect(streamedText(events)).toBe('All of it.');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { balance: before - 33 } });
    expect(await drain).toBe(true);

    const chat = (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as TChat;
    expect(chat.messages.map(({ role, status }) => [role, status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect((await storedBalances(f.app, user.id)).chatbots_tokens).toBe(before - 33);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

describe('graceful drain: past the grace', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  it('the drain ends after the grace with the answer still running, and the close stops it: kept and charged as Stop does', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = (await storedBalances(f.app, user.id)).chatbots_tokens;
    f.fake.reply({ chunks: ['Half', ' of', ' it'], hangAfter: 1, usage: null });
    const seen: TStreamEvent[] = [];
    const reading = readEvents(await send(f, user, chatId, 'Never ends'), (event) => seen.push(event));
    await expect.poll(() => seen.length).toBeGreaterThan(0);

    // The answer hangs, so the drain can only end by its grace.
    expect(await f.app.lifecycle.drain(50)).toBe(false);
    expect(seen.at(-1)?.event).toBe('delta');

    await f.ctx.app.close();
    const events = await reading;
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { message: { role: 'assistant', content: 'Half', status: 'stopped' } },
    });
    // Settled before the database closed: read back through a connection of the test's own.
    const database = f.ctx.openDatabase();
    try {
      const repositories = createRepositories(database.db);
      expect((await storedBalances({ repositories }, user.id)).chatbots_tokens).toBeLessThan(before);
      await expectLedgerMatchesBalances({ repositories }, user.id);
    } finally {
      await database.db.destroy();
    }
  });
});

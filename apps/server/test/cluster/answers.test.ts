import { ANSWER_STREAM_WORDS, ZChatDetailSchema } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDatabaseHandle } from '../../src/db/create-database.js';
import { createRepositories } from '../../src/repositories/index.js';
import { createUser, PASSWORD } from '../helpers/accounts.js';
import { expectLedgerMatchesBalances } from '../helpers/balance.js';
import { readEvents, streamedText, type TStreamEvent } from '../helpers/event-stream-client.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../helpers/fake-openai.js';
import { callApi, createCluster, type TCluster, type TInstance } from '../helpers/instances.js';

/**
 * An answer written on one instance is the cluster's: seen, refused a second time, followed
 * and stopped from another (real processes on one PostgreSQL and Redis; PostgreSQL pass only).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('answers in flight across instances', () => {
  let fake: FakeOpenAI;
  let cluster: TCluster;
  let database: TDatabaseHandle;
  let a: TInstance;
  let b: TInstance;

  beforeAll(async () => {
    fake = await new FakeOpenAI().listen();
    cluster = await createCluster({
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
      AI_CHAT_MODEL: 'fake-chat-1',
      // A short claim, so a killed owner's answer ends for its followers within the test.
      ANSWER_LEASE_SECONDS: '2',
    });
    [a, b] = [await cluster.start('a'), await cluster.start('b')];
    database = createDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '' });
  }, 240_000);
  afterAll(async () => {
    await database?.db.destroy();
    await cluster?.close();
    await fake?.close();
  });

  const repos = () => createRepositories(database.db);
  const api = (instance: TInstance, token: string, method: string, path: string, body?: unknown) =>
    callApi(instance, token, method, `/ai${path}`, body);

  /** A confirmed user (trial balances) signed in on A, with a new chat. */
  async function chatOnA(): Promise<{ userId: number; token: string; chatId: number }> {
    const user = await createUser({ repositories: repos() } as never);
    const login = await fetch(`${a.url}/api/v1/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const [assistant] = (await (await api(a, token, 'GET', '/assistants/')).json()) as { id: number }[];
    const chat = await api(a, token, 'POST', '/chats/', { assistant_id: assistant!.id });
    return { userId: user.id, token, chatId: ((await chat.json()) as { id: number }).id };
  }

  /** Sends on A an answer that hangs after its first word; resolves once that word arrived. */
  async function hangingAnswerOnA(token: string, chatId: number) {
    fake.reply({ chunks: ['Working', ' on it'], hangAfter: 1 });
    const seen: TStreamEvent[] = [];
    const sent = await api(a, token, 'POST', `/chats/${chatId}/messages/`, { content: 'Work' });
    expect(sent.status).toBe(200);
    const reading = readEvents(sent, (event) => seen.push(event));
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return { reading };
  }

  const chatOn = async (instance: TInstance, token: string, chatId: number) =>
    ZChatDetailSchema.parse(await (await api(instance, token, 'GET', `/chats/${chatId}/`)).json());

  it('an answer on A is generating on B, refused a second time there, followed from its first word and stopped from B, kept and charged', async () => {
    const { userId, token, chatId } = await chatOnA();
    const { reading } = await hangingAnswerOnA(token, chatId);

    expect((await chatOn(b, token, chatId)).generating).toBe(true);
    const second = await api(b, token, 'POST', `/chats/${chatId}/messages/`, { content: 'Again' });
    expect(second.status).toBe(409);
    await second.text();

    const followed: TStreamEvent[] = [];
    const follow = await api(b, token, 'GET', `/chats/${chatId}/stream/`);
    expect(follow.status).toBe(200);
    const following = readEvents(follow, (event) => followed.push(event));
    await expect.poll(() => streamedText(followed), { timeout: 10_000 }).toBe('Working');

    const stop = await api(b, token, 'POST', `/chats/${chatId}/stop/`);
    expect(stop.status).toBe(200);
    const stopped = ZChatDetailSchema.parse(await stop.json());
    expect(stopped.generating).toBe(false);
    const answer = stopped.messages.at(-1)!;
    expect(answer).toMatchObject({ role: 'assistant', content: 'Working', status: 'stopped' });

    const [sender, follower] = await Promise.all([reading, following]);
    for (const events of [sender, follower]) {
      expect(streamedText(events)).toBe('Working');
      expect(events.at(-1)?.event).toBe('done');
    }
    // Charged once, for what was written, and the ledger adds up.
    const ledger = await database.db
      .selectFrom('balance_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .where('reference', 'in', [`chat:${chatId}`, `chat-message:${answer.id}`])
      .execute();
    const spent = ledger.reduce((sum, row) => sum + row.delta, 0);
    expect(spent).toBe(-(answer.prompt_tokens + answer.completion_tokens));
    expect(answer.completion_tokens).toBeGreaterThan(0);
    await expectLedgerMatchesBalances({ repositories: repos() }, userId);
    expect((await chatOn(a, token, chatId)).generating).toBe(false);
  }, 60_000);

  it('A killed mid-answer: a follower on B gets an error end once the claim lapses, and the chat is free again', async () => {
    const { token, chatId } = await chatOnA();
    const { reading } = await hangingAnswerOnA(token, chatId);
    // A's own stream breaks with A.
    const sender = reading.catch(() => undefined);
    const follow = await api(b, token, 'GET', `/chats/${chatId}/stream/`);
    expect(follow.status).toBe(200);
    const following = readEvents(follow);

    a.kill('SIGKILL');
    await a.exited;
    await sender;
    const events = await following;
    expect(streamedText(events)).toBe('Working');
    expect(events.at(-1)).toEqual({ event: 'error', data: { detail: ANSWER_STREAM_WORDS.ownerGone } });
    expect((await chatOn(b, token, chatId)).generating).toBe(false);
    expect((await api(b, token, 'GET', `/chats/${chatId}/stream/`)).status).toBe(404);
  }, 60_000);
});

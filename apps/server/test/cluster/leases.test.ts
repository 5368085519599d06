import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDatabaseHandle } from '../../src/db/create-database.js';
import { pcmWav } from '../../src/providers/speech/audio-codec.js';
import { createRepositories } from '../../src/repositories/index.js';
import { createUser, PASSWORD } from '../helpers/accounts.js';
import { expectLedgerMatchesBalances } from '../helpers/balance.js';
import { readEvents } from '../helpers/event-stream-client.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../helpers/fake-openai.js';
import { callApi, createCluster, type TCluster, type TInstance } from '../helpers/instances.js';

/** A lease of one second: a killed instance's work is taken back within a few. */
const LEASE_SECONDS = 1;
const afterLeases = (count: number) => new Promise((done) => setTimeout(done, count * LEASE_SECONDS * 1000));

/**
 * Holds and transcription jobs belong to the instance that made them while its lease lives
 * (real processes on one PostgreSQL; PostgreSQL pass only): another instance's start leaves
 * them alone, a killed instance's are taken back after its lease, each charged once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('instance leases across real processes', () => {
  let fake: FakeOpenAI;
  let cluster: TCluster;
  let database: TDatabaseHandle;
  let media: string;
  let a: TInstance;

  beforeAll(async () => {
    fake = await new FakeOpenAI().listen();
    // One DATA_DIR for every instance: their media shared, as with one S3 bucket.
    media = await mkdtemp(join(tmpdir(), 'inkwell-leases-'));
    cluster = await createCluster({
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
      AI_CHAT_MODEL: 'fake-chat-1',
      AI_STT_MODEL: 'fake-stt-1',
      INSTANCE_LEASE_SECONDS: String(LEASE_SECONDS),
      DATA_DIR: media,
    });
    a = await cluster.start('a');
    database = createDatabase({ databaseUrl: cluster.databaseUrl, dataDir: '' });
  }, 120_000);
  afterAll(async () => {
    await database?.db.destroy();
    await cluster?.close();
    await fake?.close();
    await rm(media, { recursive: true, force: true });
  });

  const repos = () => createRepositories(database.db);
  const api = callApi;

  /** A confirmed user signed in on A, with a new chat, and what the trial gave them. */
  async function userOnA() {
    const user = await createUser({ repositories: repos() } as never);
    const login = await fetch(`${a.url}/api/v1/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const { balances } = (await (await api(a, token, 'GET', '/users/balance/')).json()) as {
      balances: Record<string, number>;
    };
    const [assistant] = (await (await api(a, token, 'GET', '/ai/assistants/')).json()) as { id: number }[];
    const chat = await api(a, token, 'POST', '/ai/chats/', { assistant_id: assistant!.id });
    return { userId: user.id, token, chatId: ((await chat.json()) as { id: number }).id, balances };
  }

  /**
   * An answer on A that the provider holds before its first byte; resolves once the hold on the
   * balance is committed (the provider is asked while that commit runs, so it may come second).
   */
  async function answerHeldOnA(token: string, chatId: number) {
    const held = fake.holdNext();
    fake.reply({ chunks: ['Kept', ' whole'], usage: { prompt_tokens: 10, completion_tokens: 5 } });
    const sent = api(a, token, 'POST', `/ai/chats/${chatId}/messages/`, { content: 'Work' });
    sent.catch(() => undefined);
    await held.arrived;
    await expect.poll(async () => (await holdOf(chatId)).status, { timeout: 10_000 }).toBe('held');
    return { held, sent };
  }

  const holdOf = (chatId: number) =>
    database.db
      .selectFrom('balance_reservations')
      .selectAll()
      .where('reference', '=', `chat:${chatId}`)
      .executeTakeFirstOrThrow();
  const refundsOf = async (reference: string) =>
    (
      await database.db
        .selectFrom('balance_ledger')
        .select('delta')
        .where('reference', '=', reference)
        .where('reason', '=', 'refund')
        .execute()
    ).length;
  const chatBalance = async (userId: number) =>
    (await repos().balances.findAll(userId)).find((row) => row.capability === 'chatbots_tokens')!.balance;
  const transcriptionCalls = () =>
    fake.requests.filter((request) => request.path === '/v1/audio/transcriptions').length;

  /** Two seconds of a 440 Hz tone, uploaded for speech to text on `instance`. */
  async function uploadTone(instance: TInstance, token: string): Promise<number> {
    const pcm = Buffer.alloc(2 * 16_000 * 2);
    for (let i = 0; i < pcm.length / 2; i += 1)
      pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
    const form = new FormData();
    form.set('language', 'en');
    form.set('file', new Blob([pcmWav(pcm, 16_000)]), 'tone.wav');
    const started = await fetch(`${instance.url}/api/v1/ai/speech-to-text/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(started.status, await started.clone().text()).toBe(201);
    return ((await started.json()) as { job: { id: number } }).job.id;
  }
  const jobOf = (id: number) =>
    database.db.selectFrom('ai_transcriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('an instance started mid-answer on another leaves its hold alone: charged once, no refund row', async () => {
    const { userId, token, chatId, balances } = await userOnA();
    const { held, sent } = await answerHeldOnA(token, chatId);

    await cluster.start('b');
    await afterLeases(2);
    expect((await holdOf(chatId)).status).toBe('held');

    held.release();
    await readEvents(await sent);
    expect((await holdOf(chatId)).status).toBe('settled');
    expect(await refundsOf(`chat:${chatId}`)).toBe(0);
    expect(await chatBalance(userId)).toBe(balances.chatbots_tokens! - 15);
    await expectLedgerMatchesBalances({ repositories: repos() }, userId);
  }, 60_000);

  it('a transcription running on A while an instance starts runs once, charged once', async () => {
    const { userId, token } = await userOnA();
    const held = fake.holdNext();
    fake.replyTranscript({ text: 'Once only.', wordsPerSegment: 2 });
    const id = await uploadTone(a, token);
    await held.arrived;
    expect(await jobOf(id)).toMatchObject({ status: 'running', attempts: 1 });

    await cluster.start('c');
    await afterLeases(2);
    held.release();
    await expect.poll(async () => (await jobOf(id)).status, { timeout: 20_000 }).toBe('done');
    expect(await jobOf(id)).toMatchObject({ text: 'Once only.', attempts: 1 });
    expect(transcriptionCalls()).toBe(1);
    const stt = (await repos().balances.findAll(userId)).find(
      (row) => row.capability === 'speech_to_text_tokens',
    );
    expect(stt?.balance).toBe(2);
    await expectLedgerMatchesBalances({ repositories: repos() }, userId);
  }, 60_000);

  it('A killed mid-answer and mid-job: after its lease the others release the hold once and run the job once', async () => {
    // Another instance to take A's work back (the earlier tests started two).
    if (cluster.instances.length < 2) await cluster.start('b');
    const { userId, token, chatId, balances } = await userOnA();
    const answer = await answerHeldOnA(token, chatId);
    const settled = answer.sent.catch(() => undefined);
    const transcribing = fake.holdNext();
    const id = await uploadTone(a, token);
    await transcribing.arrived;
    const calls = transcriptionCalls();

    a.kill('SIGKILL');
    await a.exited;
    await settled;
    fake.replyTranscript({ text: 'After the crash.', wordsPerSegment: 2 });
    await expect.poll(async () => (await holdOf(chatId)).status, { timeout: 20_000 }).toBe('released');
    await expect.poll(async () => (await jobOf(id)).status, { timeout: 30_000 }).toBe('done');
    answer.held.release();
    transcribing.release();

    expect(await jobOf(id)).toMatchObject({ text: 'After the crash.', attempts: 2 });
    expect(transcriptionCalls()).toBe(calls + 1);
    expect(await refundsOf(`chat:${chatId}`)).toBe(1);
    expect(await chatBalance(userId)).toBe(balances.chatbots_tokens);
    const stt = (await repos().balances.findAll(userId)).find(
      (row) => row.capability === 'speech_to_text_tokens',
    );
    expect(stt?.balance).toBe(balances.speech_to_text_tokens! - 1);
    await expectLedgerMatchesBalances({ repositories: repos() }, userId);
  }, 60_000);
});

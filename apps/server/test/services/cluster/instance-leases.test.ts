import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../../src/lib/time.js';
import { pcmWav } from '../../../src/providers/speech/audio-codec.js';
import { JOB_REFERENCE_PREFIX } from '../../../src/repositories/reservation-repository.js';
import { createUser } from '../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../helpers/balance.js';
import { buildTestApp, type TTestApp } from '../../helpers/build-app.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../../helpers/fake-openai.js';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * Several instances on one database (SQLite file or PostgreSQL schema): each keeps a lease;
 * a start or a sweep takes back only what an expired lease left, each hold and job once.
 */
describe('instance leases: holds and transcription jobs across instances', () => {
  let fake: FakeOpenAI;
  let a: TTestApp;
  const env = () => ({
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
    AI_STT_MODEL: 'fake-stt-1',
  });
  /** Another instance on A's database, sharing A's DATA_DIR (its media) as instances share a store. */
  const another = () => buildTestApp({ env: { ...env(), DATA_DIR: a.config.DATA_DIR }, sameDatabaseAs: a });

  beforeAll(async () => {
    fake = await new FakeOpenAI().listen();
    a = await buildTestApp({ env: env() });
  });
  afterAll(async () => {
    await a?.close();
    await fake?.close();
  });

  const userWithBalance = async () => {
    const user = await createUser(a.app);
    await a.app.balances.ensureAccount(user.id);
    return user;
  };
  const reservation = (id: string) =>
    a.app.db.selectFrom('balance_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refunds = async (reference: string) =>
    (
      await a.app.db
        .selectFrom('balance_ledger')
        .select('id')
        .where('reference', '=', reference)
        .where('reason', '=', 'refund')
        .execute()
    ).length;
  /** An instance's row as another server would keep it: live until `leaseUntil`. */
  const instanceRow = async (leaseUntil: string) => {
    const id = randomUUID();
    await a.app.repositories.instances.renew({ id, started_at: at(-HOUR), lease_until: leaseUntil });
    return id;
  };

  it('a hold of another, live instance survives this app’s start; its holder settles it, charged once', async () => {
    const user = await userWithBalance();
    const before = (await storedBalances(a.app, user.id)).chatbots_tokens;
    const hold = await a.app.balances.reserve(user.id, 'chatbots_tokens', 5);
    const b = await another();
    try {
      expect((await reservation(hold.id)).status).toBe('held');
      await b.app.instanceLeases.sweep();
      expect((await reservation(hold.id)).status).toBe('held');
      expect(await a.app.balances.settle(hold.id, 5)).toBe(true);
      expect((await storedBalances(a.app, user.id)).chatbots_tokens).toBe(before - 5);
      expect(await refunds(`reservation:${hold.id}`)).toBe(0);
      await expectLedgerMatchesBalances(a.app, user.id);
    } finally {
      await b.close();
    }
    // A clean close removes the instance's row: nothing waits for its lease.
    const rows = await a.app.db.selectFrom('instances').select('id').execute();
    expect(rows.map((row) => row.id)).toEqual([a.app.instanceLeases.id]);
  });

  it('a hold whose holder’s lease expired is released once by the sweeps; its holder’s later settle finds it gone', async () => {
    const user = await userWithBalance();
    const before = (await storedBalances(a.app, user.id)).chatbots_tokens;
    const dead = await instanceRow(at(-1000));
    const hold = await a.app.balances.reserve(user.id, 'chatbots_tokens', 5);
    await a.app.db
      .updateTable('balance_reservations')
      .set({ holder: dead })
      .where('id', '=', hold.id)
      .execute();
    const b = await another();
    try {
      await Promise.all([a.app.instanceLeases.sweep(), b.app.instanceLeases.sweep()]);
      await Promise.all([a.app.instanceLeases.sweep(), b.app.instanceLeases.sweep()]);
    } finally {
      await b.close();
    }
    expect((await reservation(hold.id)).status).toBe('released');
    expect(await refunds(`reservation:${hold.id}`)).toBe(1);
    expect(await a.app.balances.settle(hold.id, 5)).toBe(false);
    expect((await storedBalances(a.app, user.id)).chatbots_tokens).toBe(before);
    await expectLedgerMatchesBalances(a.app, user.id);
    // The expired instance is forgotten; the live ones are not.
    const rows = await a.app.db.selectFrom('instances').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(dead);
    expect(rows.map((row) => row.id)).toContain(a.app.instanceLeases.id);
  });

  it('a job’s hold that no job names (its instance killed before writing the job) is released by the sweep; one its queued job names stays', async () => {
    const user = await userWithBalance();
    const before = (await storedBalances(a.app, user.id)).speech_to_text_tokens;
    const dead = await instanceRow(at(-1000));
    const orphan = await a.app.balances.reserve(
      user.id,
      'speech_to_text_tokens',
      1,
      `${JOB_REFERENCE_PREFIX}stt:${user.id}:${randomBytes(8).toString('hex')}`,
    );
    const queued = await runningJob(user.id, dead);
    await a.app.db
      .updateTable('ai_transcriptions')
      .set({ status: 'queued', runner: null, attempts: 0 })
      .where('id', '=', queued.id)
      .execute();
    await a.app.db
      .updateTable('balance_reservations')
      .set({ holder: dead })
      .where('id', 'in', [orphan.id, queued.reservation_id])
      .execute();
    fake.replyTranscript({ text: 'Queued, then run.', wordsPerSegment: 2 });
    const b = await another();
    try {
      await b.app.instanceLeases.sweep();
      expect((await reservation(orphan.id)).status).toBe('released');
      // The queued job keeps its hold, and settles it when it runs.
      expect(await until(queued.id, 'done')).toMatchObject({ text: 'Queued, then run.' });
      await b.app.transcriptionJobs.idle();
      await a.app.transcriptionJobs.idle();
      expect((await reservation(queued.reservation_id)).status).toBe('settled');
    } finally {
      await b.close();
    }
    expect((await storedBalances(a.app, user.id)).speech_to_text_tokens).toBe(before - 1);
    await expectLedgerMatchesBalances(a.app, user.id);
  });

  /** A job as an instance running it left it: running under `runner`, its unit held, its WAV stored. */
  async function runningJob(userId: number, runner: string) {
    const name = randomBytes(8).toString('hex');
    const keys = {
      wav_key: `users/${userId}/transcriptions/${name}.wav`,
      audio_key: `users/${userId}/transcriptions/${name}.mp3`,
    };
    await a.app.media.put(keys.wav_key, pcmWav(Buffer.alloc(16_000 * 2), 16_000));
    const reference = `${JOB_REFERENCE_PREFIX}stt:${userId}:${name}`;
    const hold = await a.app.balances.reserve(userId, 'speech_to_text_tokens', 1, reference);
    return a.app.repositories.transcriptions.create({
      user_id: userId,
      status: 'running',
      runner,
      file_name: 'left.wav',
      language: 'en',
      engine: 'provider',
      duration_seconds: 1,
      ...keys,
      reservation_id: hold.id,
      attempts: 1,
      segments: '[]',
      created_at: nowIso(),
      started_at: nowIso(),
    });
  }
  const job = (id: number) =>
    a.app.db.selectFrom('ai_transcriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const transcriptionCalls = () =>
    fake.requests.filter((request) => request.path === '/v1/audio/transcriptions').length;
  async function until(id: number, status: string) {
    for (let i = 0; i < 300 && (await job(id)).status !== status; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return job(id);
  }

  it('a running job of a live instance is left to it at another’s start; an expired runner’s job runs again, once', async () => {
    const user = await userWithBalance();
    const before = (await storedBalances(a.app, user.id)).speech_to_text_tokens;
    const live = await runningJob(user.id, await instanceRow(at(HOUR)));
    const left = await runningJob(user.id, await instanceRow(at(-1000)));
    const calls = transcriptionCalls();
    fake.replyTranscript({ text: 'Ran once.', wordsPerSegment: 2 });
    const c = await another();
    try {
      expect(await job(live.id)).toMatchObject({ status: 'running', runner: live.runner, attempts: 1 });
      const done = await until(left.id, 'done');
      expect(done).toMatchObject({ text: 'Ran once.', attempts: 2, runner: c.app.instanceLeases.id });
      await c.app.instanceLeases.sweep();
      await c.app.transcriptionJobs.idle();
      expect(transcriptionCalls()).toBe(calls + 1);
      expect(await job(live.id)).toMatchObject({ status: 'running', runner: live.runner, attempts: 1 });
      expect((await reservation(live.reservation_id)).status).toBe('held');
      expect((await storedBalances(a.app, user.id)).speech_to_text_tokens).toBe(before - 2);
      await expectLedgerMatchesBalances(a.app, user.id);
    } finally {
      await c.close();
    }
  });

  it('handBack() at the end of a shutdown: its jobs queued again (run once elsewhere), its holds released, its row gone', async () => {
    const user = await userWithBalance();
    const before = await storedBalances(a.app, user.id);
    const d = await another();
    const hold = await d.app.balances.reserve(user.id, 'chatbots_tokens', 3);
    const running = await runningJob(user.id, d.app.instanceLeases.id);
    const calls = transcriptionCalls();
    try {
      expect(await d.app.instanceLeases.handBack()).toEqual({ requeued: 1, released: 1 });
      expect(await job(running.id)).toMatchObject({ status: 'queued', runner: null });
      expect((await reservation(hold.id)).status).toBe('released');
      expect(await refunds(`reservation:${hold.id}`)).toBe(1);
      const rows = await a.app.db.selectFrom('instances').select('id').execute();
      expect(rows.map((row) => row.id)).not.toContain(d.app.instanceLeases.id);
      // A second call (the close after the drain) does nothing.
      expect(await d.app.instanceLeases.handBack()).toEqual({ requeued: 0, released: 0 });
    } finally {
      await d.close();
    }
    fake.replyTranscript({ text: 'Handed back.', wordsPerSegment: 2 });
    await a.app.instanceLeases.sweep();
    expect(await until(running.id, 'done')).toMatchObject({
      text: 'Handed back.',
      runner: a.app.instanceLeases.id,
    });
    await a.app.transcriptionJobs.idle();
    expect(transcriptionCalls()).toBe(calls + 1);
    const after = await storedBalances(a.app, user.id);
    expect([after.chatbots_tokens, after.speech_to_text_tokens]).toEqual([
      before.chatbots_tokens,
      before.speech_to_text_tokens - 1,
    ]);
    await expectLedgerMatchesBalances(a.app, user.id);
  });
});

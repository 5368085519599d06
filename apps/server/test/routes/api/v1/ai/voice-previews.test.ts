import type { TVoice } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakVoices } from '../../../../../src/providers/speech/espeak-voices.js';
import { FliteEngine } from '../../../../../src/providers/speech/flite-engine.js';
import { previewKey } from '../../../../../src/services/ai-speech/voice-previews.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { buildTestApp, type TTestApp } from '../../../../helpers/build-app.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../../../../helpers/fake-openai.js';
import { adminCall } from '../admin/admin-fixture.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const PROVIDER = { AI_TTS_MODEL: 'fake-tts-1' };

const origin = (f: TChatFixture) => f.base.replace(/\/api\/v1\/ai$/, '');
const speechRequests = (f: TChatFixture) =>
  f.fake.requests.filter((request) => request.path === '/v1/audio/speech').length;
const providerVoice = async (f: TChatFixture, user: TLoggedIn, name: string) => {
  const voices = (await (await call(f, user, 'GET', '/voices/?engine=provider')).json()) as TVoice[];
  return voices.find((voice) => voice.name === name)!;
};

/** Voice previews are made once per voice, through the speech queue, and their links are rate-limited. */
describe('Voice previews made on first play', () => {
  let f: TChatFixture;
  let user: TLoggedIn;
  beforeAll(async () => {
    f = await startChatFixture(PROVIDER);
    user = await injectWithLogin(f.app);
  });
  afterAll(() => f?.close());

  it('many first plays of one voice at once make its clip once, and all get it', async () => {
    const nova = await providerVoice(f, user, 'Nova');
    const asked = speechRequests(f);
    // The provider holds the first making: every other play arrives while the clip is not stored.
    const hold = f.fake.holdNext();
    const plays = Array.from({ length: 6 }, () => fetch(origin(f) + nova.preview_url));
    await hold.arrived;
    hold.release();
    const answers = await Promise.all(plays);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const clips = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(clips[0]!.length).toBeGreaterThan(1000);
    for (const clip of clips) expect(clip.equals(clips[0]!)).toBe(true);
    expect(speechRequests(f)).toBe(asked + 1);
    expect(await f.app.media.has(previewKey(nova.id))).toBe(true);
  });

  it('answers a stored clip’s ranges without making it again', async () => {
    const nova = await providerVoice(f, user, 'Nova');
    const asked = speechRequests(f);
    const part = await fetch(origin(f) + nova.preview_url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(speechRequests(f)).toBe(asked);
  });

  it('a burst of plays from one address past the limit is refused 429 before anything runs', async () => {
    const echo = await providerVoice(f, user, 'Echo');
    const asked = speechRequests(f);
    const answers = await Promise.all(Array.from({ length: 61 }, () => fetch(origin(f) + echo.preview_url)));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused[0]!.json()) as { detail: string }).detail).toMatch(/^Request was throttled/);
    expect(speechRequests(f)).toBeLessThanOrEqual(asked + 1);
  });
});

/** With VOICE_PREVIEWS_AHEAD (the default outside the tests), the clips are made before anyone plays them. */
describe('Voice previews made ahead of time', () => {
  let ctx: TTestApp;
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await new FakeOpenAI().listen();
    ctx = await buildTestApp({
      env: {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
        VOICE_PREVIEWS_AHEAD: 'true',
        ...PROVIDER,
      },
      // An admin switched every offline voice off but Flite's SLT before this start (the sync
      // keeps that): the start makes only the clips of the voices offered, SLT's and the provider's.
      beforeReady: async (app) => {
        const offline = [...new FliteEngine().voices(), ...espeakVoices()].map(
          ({ voiceId, engine, ...voice }) => ({ ...voice, engine, voice_id: voiceId }),
        );
        await app.db
          .transaction()
          .execute((trx) => app.repositories.voices.sync(['flite', 'espeak'], offline, trx));
        for (const row of await app.repositories.voices.findAll())
          if (row.voice_id !== 'slt') await app.repositories.voices.update(row.id, { enabled: false });
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const asked = () => fake.requests.filter((request) => request.path === '/v1/audio/speech').length;
  const offered = async (user: TLoggedIn) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/ai/voices/', headers: user.headers })).json<
      TVoice[]
    >();

  it('after the voices are synced at start, every voice offered has its clip before any play', async () => {
    await ctx.app.voices.previewsMadeAhead();
    const voices = await offered(await injectWithLogin(ctx.app));
    expect(voices.map((voice) => voice.engine).sort()).toEqual(['flite', ...Array(11).fill('provider')]);
    for (const voice of voices) expect(await ctx.app.media.has(previewKey(voice.id))).toBe(true);
    expect(asked()).toBe(11);
    const kal = (await ctx.app.repositories.voices.findAll()).find((row) => row.voice_id === 'kal16')!;
    expect(await ctx.app.media.has(previewKey(kal.id))).toBe(false);

    const alloy = voices.find((voice) => voice.name === 'Alloy')!;
    const play = await ctx.app.inject({ method: 'GET', url: alloy.preview_url });
    expect([play.statusCode, play.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    expect(asked()).toBe(11);
  });

  it('an admin’s “make previews again” makes the dropped clip again, ahead of its next play', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const sage = (await offered(admin)).find((voice) => voice.name === 'Sage')!;
    const before = asked();
    const cleared = await adminCall(ctx.app, admin, 'POST', `voices/${sage.id}/preview/`);
    expect(cleared.json()).toEqual({ cleared: 1 });
    await ctx.app.voices.previewsMadeAhead();
    expect(await ctx.app.media.has(previewKey(sage.id))).toBe(true);
    expect(asked()).toBe(before + 1);
  });
});

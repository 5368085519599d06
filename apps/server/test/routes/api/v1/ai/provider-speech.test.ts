import type {
  TSavedSpeech,
  TSpeechResult,
  TTranscriptionOptions,
  TTranscriptionStart,
  TVoice,
} from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pcmWav,
  readWavHeader,
  wavDurationSeconds,
} from '../../../../../src/providers/speech/audio-codec.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';
import { transcriptionUntil, uploadAudio } from './transcription-client.js';

const TEXT = 'Provider voices read this sentence of ten words out loud.';

/** Two seconds of a 440 Hz tone: audio the codec decodes (the fake transcriber hears nothing in it). */
function tone(): Buffer {
  const pcm = Buffer.alloc(2 * 16_000 * 2);
  for (let i = 0; i < pcm.length / 2; i += 1)
    pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
  return pcmWav(pcm, 16_000);
}

/** Text to speech and speech to text through the AI provider (the fake), beside the offline engines. */
describe('Speech through the AI provider: AI_TTS_MODEL voices and AI_STT_MODEL transcriptions', () => {
  let f: TChatFixture;
  beforeAll(async () => {
    f = await startChatFixture({ AI_TTS_MODEL: 'fake-tts-1', AI_STT_MODEL: 'fake-stt-1' });
  });
  afterAll(() => f?.close());

  const origin = () => f.base.replace(/\/api\/v1\/ai$/, '');
  const signedIn = () => signedInWithBalance(f.app, { text_character_length_limit: 5000 });
  const voices = async (user: TLoggedIn, query = '') =>
    (await (await call(f, user, 'GET', `/voices/${query}`)).json()) as TVoice[];
  const providerVoice = async (user: TLoggedIn, name: string) =>
    (await voices(user, '?engine=provider')).find((voice) => voice.name === name)!;
  const speak = (user: TLoggedIn, body: object) => call(f, user, 'POST', '/text-to-speech/', body);
  const speechRequests = () => f.fake.requests.filter((request) => request.path === '/v1/audio/speech');

  it('adds the provider voices to the library, after the offline ones, speaking every language', async () => {
    const user = await signedIn();
    const all = await voices(user);
    const provider = all.filter((voice) => voice.engine === 'provider');
    expect(provider.map((voice) => voice.name)).toEqual([
      'Alloy',
      'Ash',
      'Coral',
      'Echo',
      'Fable',
      'Nova',
      'Onyx',
      'Sage',
      'Shimmer',
      'Ballad',
      'Verse',
    ]);
    expect(all.slice(-provider.length)).toEqual(provider);
    expect(provider.every((voice) => voice.language === 'mul')).toBe(true);
    expect(provider.find((voice) => voice.name === 'Alloy')!.gender).toBe('neutral');
    expect(provider[0]!.description).toContain('fake-tts-1');

    const german = await voices(user, '?language=de');
    expect(german.filter((voice) => voice.engine === 'espeak').length).toBe(2);
    expect(german.filter((voice) => voice.engine === 'provider').length).toBe(11);
    expect((await voices(user, '?gender=neutral')).map((voice) => voice.name)).toEqual(['Alloy']);
  });

  it('plays a provider voice’s preview, asked of the provider once', async () => {
    const user = await signedIn();
    const nova = await providerVoice(user, 'Nova');
    const asked = speechRequests().length;
    const first = await fetch(origin() + nova.preview_url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(origin() + nova.preview_url)).status).toBe(200);
    expect(speechRequests().length).toBe(asked + 1);
    expect(speechRequests().at(-1)!.body).toMatchObject({ model: 'fake-tts-1', voice: 'nova', speed: 1 });
  });

  it('reads a text with a provider voice: the model, voice, speed and text reach it; saved; one charged', async () => {
    const user = await signedIn();
    const before = await storedBalances(f.app, user.id);
    const onyx = await providerVoice(user, 'Onyx');
    const response = await speak(user, { text: TEXT, voice_id: onyx.id, speed: 1.5, format: 'wav' });
    expect(response.status).toBe(201);
    const { saved, balance } = (await response.json()) as TSpeechResult;
    expect(speechRequests().at(-1)!.body).toEqual({
      model: 'fake-tts-1',
      input: TEXT,
      voice: 'onyx',
      speed: 1.5,
      response_format: 'wav',
    });
    expect(saved.voice).toEqual({ id: onyx.id, name: 'Onyx', language: 'mul', engine: 'provider' });
    // The fake speaks 0.3 s a word at speed 1: ten words at 1.5× are 2 s.
    expect(saved.duration_seconds).toBeCloseTo(2, 1);
    const wav = Buffer.from(await (await fetch(origin() + saved.audio_url)).arrayBuffer());
    // The provider's streaming header (sizes 0xFFFFFFFF) is rewritten with the real ones.
    expect(readWavHeader(wav).dataSize).toBe(wav.length - 44);
    expect(wavDurationSeconds(wav)).toBeCloseTo(2, 1);
    expect(balance).toBe(before.text_to_speech_tokens - 1);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('reads a long text in parts, one provider request each, as one Ogg Opus file', async () => {
    const user = await signedIn();
    const shimmer = await providerVoice(user, 'Shimmer');
    const sentence = 'This sentence has exactly eight words in it. ';
    const text = sentence.repeat(80).trim();
    const asked = speechRequests().length;
    const response = await speak(user, { text, voice_id: shimmer.id, format: 'ogg' });
    expect(response.status).toBe(201);
    const { saved } = (await response.json()) as { saved: TSavedSpeech };
    const parts = speechRequests().slice(asked);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts.map((part) => String(part.body.input)).join(' ')).toBe(text);
    expect(saved.duration_seconds).toBeCloseTo(80 * 8 * 0.3, 0);
    const audio = await fetch(origin() + saved.audio_url);
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
  });

  it('answers a provider failure as the chats do, and charges nothing', async () => {
    const user = await signedIn();
    const before = await storedBalances(f.app, user.id);
    const echo = await providerVoice(user, 'Echo');
    f.fake.fail(401);
    const refused = await speak(user, { text: TEXT, voice_id: echo.id });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { detail: string }).detail).toContain('API key');
    f.fake.fail(429, 'Slow down.', { 'retry-after': '1' });
    f.fake.fail(429, 'Slow down.', { 'retry-after': '1' });
    f.fake.fail(429, 'Slow down.', { 'retry-after': '1' });
    const busy = await speak(user, { text: TEXT, voice_id: echo.id });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    const list = await fetch(`${origin()}/api/v1/saved/text-to-speech/`, { headers: user.headers });
    expect(((await list.json()) as { count: number }).count).toBe(0);
  });

  it('offers every language the provider transcribes, and transcribes German through it', async () => {
    const user = await signedIn();
    const options = (await (
      await call(f, user, 'GET', '/speech-to-text/options/')
    ).json()) as TTranscriptionOptions;
    expect(options.languages.length).toBeGreaterThanOrEqual(50);
    expect(options.languages).toContainEqual({ code: 'de', label: 'German', engine: 'provider' });
    expect(options.languages).toContainEqual({ code: 'en', label: 'English', engine: 'provider' });

    const before = await storedBalances(f.app, user.id);
    f.fake.replyTranscript({ text: 'Guten Morgen, wie geht es dir heute?', wordsPerSegment: 3 });
    const started = await uploadAudio(f, user, tone(), 'morgen.wav', 'de');
    expect(started.status).toBe(201);
    const { job } = (await started.json()) as TTranscriptionStart;
    const done = await transcriptionUntil(f, user, job.id, 'done');
    expect(done.text).toBe('Guten Morgen, wie geht es dir heute?');
    expect(done.segments).toEqual([
      { start: 0, end: 1, text: 'Guten Morgen, wie' },
      { start: 1, end: 2, text: 'geht es dir' },
      { start: 2, end: 3, text: 'heute?' },
    ]);
    const sent = f.fake.requests.filter((request) => request.path === '/v1/audio/transcriptions').at(-1)!;
    expect(sent.body).toMatchObject({
      model: 'fake-stt-1',
      language: 'de',
      response_format: 'verbose_json',
      timestamp_granularities: ['segment'],
      file: { name: 'speech.mp3' },
    });
    expect(sent.body.file.size).toBeGreaterThan(1000);
    expect((await storedBalances(f.app, user.id)).speech_to_text_tokens).toBe(
      before.speech_to_text_tokens - 1,
    );
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('fails a job the provider refuses, saying why, and gives its generation back', async () => {
    const user = await signedIn();
    const before = await storedBalances(f.app, user.id);
    f.fake.fail(401);
    const { job } = (await (
      await uploadAudio(f, user, tone(), 'refused.wav', 'fr')
    ).json()) as TTranscriptionStart;
    const failed = await transcriptionUntil(f, user, job.id, 'failed');
    expect(failed.error).toContain('API key');
    expect(failed.error).toContain('Nothing was charged.');
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

import { type TQuantities, type TSavedSpeech, type TSpeechResult, type TVoice } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_DETAIL } from '../../../../../src/services/ai-speech/speech-service.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const TEXT = 'The quick brown fox jumps over the lazy dog. Speech works offline.';

/** Text to Speech on the offline engines only: no AI provider serves speech here. */
describe('Text to Speech: ai/voices/, ai/text-to-speech/ and saved/text-to-speech/', () => {
  let f: TChatFixture;
  let voices: TVoice[];
  beforeAll(async () => {
    f = await startChatFixture();
  });
  afterAll(() => f?.close());

  const origin = () => f.base.replace(/\/api\/v1\/ai$/, '');
  const signedIn = (extra: Partial<TQuantities> = {}) => signedInWithBalance(f.app, extra);
  const speak = (user: TLoggedIn, body: object) => call(f, user, 'POST', '/text-to-speech/', body);
  const saved = (user: TLoggedIn, method: string, path: string) =>
    fetch(`${origin()}/api/v1/saved/text-to-speech/${path}`, { method, headers: user.headers });
  const generations = async (user: TLoggedIn) => (await storedBalances(f.app, user.id)).text_to_speech_tokens;

  it('lists the offline voices, filters them, and plays a preview made on first play', async () => {
    const user = await signedIn();
    const all = await call(f, user, 'GET', '/voices/');
    expect(all.status).toBe(200);
    voices = (await all.json()) as TVoice[];
    expect(voices.filter((v) => v.engine === 'flite').map((v) => v.name)).toEqual([
      'Kal',
      'AWB',
      'RMS',
      'SLT',
    ]);
    expect(voices.filter((v) => v.engine === 'espeak').length).toBeGreaterThanOrEqual(40);
    // No AI_TTS_MODEL here: no provider voices.
    expect(voices.some((v) => v.engine === 'provider')).toBe(false);

    const german = (await (await call(f, user, 'GET', '/voices/?language=de')).json()) as TVoice[];
    expect(german.length).toBe(2);
    expect(german.every((v) => v.language === 'de')).toBe(true);
    const english = (await (
      await call(f, user, 'GET', '/voices/?language=en&gender=female')
    ).json()) as TVoice[];
    expect(english.map((v) => v.language)).toEqual(expect.arrayContaining(['en-US', 'en-GB']));
    expect(english.every((v) => v.gender === 'female')).toBe(true);
    expect((await call(f, user, 'GET', '/voices/?language=not a language')).status).toBe(400);

    const slt = voices.find((v) => v.engine === 'flite' && v.name === 'SLT')!;
    const preview = await fetch(origin() + slt.preview_url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(5000);
    const tampered = slt.preview_url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(origin() + tampered)).status).toBe(403);
  });

  it('reads a text aloud as MP3: saved, playable, downloadable, one generation charged', async () => {
    const user = await signedIn();
    const before = await generations(user);
    const slt = voices.find((v) => v.engine === 'flite' && v.name === 'SLT')!;
    const response = await speak(user, { text: TEXT, voice_id: slt.id, speed: 1, format: 'mp3' });
    expect(response.status).toBe(201);
    const { saved: speech, balance } = (await response.json()) as TSpeechResult;
    expect(speech).toMatchObject({
      text: TEXT,
      format: 'mp3',
      voice: { id: slt.id, name: 'SLT', engine: 'flite' },
    });
    expect(speech.duration_seconds).toBeGreaterThan(2);
    expect(speech.duration_seconds).toBeLessThan(10);
    expect(balance).toBe(before - 1);
    expect(await generations(user)).toBe(before - 1);

    const audio = await fetch(origin() + speech.audio_url);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).length).toBe(speech.bytes);
    const download = await fetch(origin() + speech.download_url);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="speech-${speech.id}-the-quick-brown-fox-jumps-over-the-lazy-dog.mp3"`,
    );
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('speaks German with eSpeak NG as WAV, and a slower speed makes longer audio', async () => {
    const user = await signedIn();
    const german = voices.find((v) => v.engine === 'espeak' && v.language === 'de' && v.gender === 'female')!;
    const text = 'Guten Morgen! Das ist ein kurzer Satz.';
    const normal = (await (
      await speak(user, { text, voice_id: german.id, speed: 1, format: 'wav' })
    ).json()) as TSpeechResult;
    const slow = (await (
      await speak(user, { text, voice_id: german.id, speed: 0.5, format: 'wav' })
    ).json()) as TSpeechResult;
    expect(slow.saved.duration_seconds).toBeGreaterThan(normal.saved.duration_seconds * 1.4);
    const wav = Buffer.from(await (await fetch(origin() + normal.saved.audio_url)).arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('refuses before spending: over the characters per speech (422), an unknown voice (400), no generations left (402)', async () => {
    const user = await signedIn();
    const before = await storedBalances(f.app, user.id);
    const slt = voices.find((v) => v.engine === 'flite' && v.name === 'SLT')!;
    const long = 'word '.repeat(before.text_character_length_limit).trim() + '!';
    const over = await speak(user, { text: long, voice_id: slt.id });
    expect(over.status).toBe(422);
    expect(((await over.json()) as { detail: string }).detail).toContain(
      `your plan allows ${before.text_character_length_limit}`,
    );

    const unknown = await speak(user, { text: TEXT, voice_id: 999_999 });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ voice_id: [SPEECH_DETAIL.unknownVoice] });
    expect((await speak(user, { text: TEXT, voice_id: slt.id, speed: 3 })).status).toBe(400);
    expect((await speak(user, { text: '   ', voice_id: slt.id })).status).toBe(400);
    expect(await storedBalances(f.app, user.id)).toEqual(before);

    const broke = await signedIn();
    for (let i = 0; i < before.text_to_speech_tokens; i += 1)
      expect((await speak(broke, { text: 'Hi.', voice_id: slt.id, format: 'wav' })).status).toBe(201);
    expect((await speak(broke, { text: 'Hi.', voice_id: slt.id, format: 'wav' })).status).toBe(402);
  });

  it('reads a text longer than one engine run in parts, as one audio', { timeout: 90_000 }, async () => {
    const user = await signedIn({ text_character_length_limit: 5000 });
    const rms = voices.find((v) => v.engine === 'flite' && v.name === 'RMS')!;
    const text = Array.from(
      { length: 40 },
      (_, i) => `This is sentence number ${i + 1} of a long text.`,
    ).join(' ');
    expect(text.length).toBeGreaterThan(1500);
    const response = await speak(user, { text, voice_id: rms.id, format: 'ogg' });
    expect(response.status).toBe(201);
    const { saved: speech } = (await response.json()) as TSpeechResult;
    expect(speech.duration_seconds).toBeGreaterThan(50);
    const audio = await fetch(origin() + speech.audio_url);
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    expect(Buffer.from(await audio.arrayBuffer()).toString('ascii', 0, 4)).toBe('OggS');
  });

  it('My Text To Speeches: newest first with search, others’ are 404, delete removes the audio', async () => {
    const user = await signedIn();
    const kal = voices.find((v) => v.engine === 'flite' && v.name === 'Kal')!;
    await speak(user, { text: 'A lighthouse keeper speaks.', voice_id: kal.id, format: 'wav' });
    const made = (await (
      await speak(user, { text: 'A cat in a teacup.', voice_id: kal.id, format: 'wav' })
    ).json()) as TSpeechResult;
    const list = (await (await saved(user, 'GET', '')).json()) as { count: number; results: TSavedSpeech[] };
    expect(list.count).toBe(2);
    expect(list.results[0]!.text).toBe('A cat in a teacup.');
    expect(((await (await saved(user, 'GET', '?search=lighthouse')).json()) as { count: number }).count).toBe(
      1,
    );

    const exported = (await (
      await fetch(`${origin()}/api/v1/users/export/`, { headers: user.headers })
    ).json()) as {
      saved_speeches: TSavedSpeech[];
      saved_transcriptions: unknown[];
    };
    expect(exported.saved_speeches.map((speech) => speech.text)).toEqual([
      'A lighthouse keeper speaks.',
      'A cat in a teacup.',
    ]);
    expect(exported.saved_transcriptions).toEqual([]);

    const stranger = await signedIn();
    expect((await saved(stranger, 'GET', `${made.saved.id}/`)).status).toBe(404);
    expect((await saved(stranger, 'DELETE', `${made.saved.id}/`)).status).toBe(404);
    const row = (await f.app.repositories.speeches.findOwned(user.id, made.saved.id))!;
    expect((await saved(user, 'DELETE', `${made.saved.id}/`)).status).toBe(204);
    expect(await f.app.media.get(row.file_key)).toBeUndefined();
    expect((await fetch(origin() + made.saved.audio_url)).status).toBe(404);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TQuantities, type TTranscription, type TTranscriptionStart } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToSpeechWav, pcmWav } from '../../../../../src/providers/speech/audio-codec.js';
import { FliteEngine } from '../../../../../src/providers/speech/flite-engine.js';
import { PocketSphinxEngine } from '../../../../../src/providers/speech/pocketsphinx-engine.js';
import { JOB_REFERENCE_PREFIX } from '../../../../../src/repositories/reservation-repository.js';
import { JOB_FAILURE } from '../../../../../src/services/ai-transcription/transcription-jobs.js';
import { TRANSCRIPTION_DETAIL } from '../../../../../src/services/ai-transcription/transcription-service.js';
import { nowIso } from '../../../../../src/lib/time.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { wordErrorRate } from '../../../../providers/speech/word-error-rate.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';
import { transcriptionJob, transcriptionUntil, uploadAudio } from './transcription-client.js';

const SPOKEN =
  'My name is John and I live in a small house near the river. Every morning I drink a cup of coffee.';

const available = await PocketSphinxEngine.isInstalled();
if (!available)
  console.warn('Speech to text route tests skipped: install pocketsphinx and pocketsphinx-en-us.');

/** A WAV of silence: `seconds` of 16 kHz mono 16-bit samples. */
const silence = (seconds: number): Buffer => pcmWav(Buffer.alloc(seconds * 16_000 * 2), 16_000);

describe.skipIf(!available)(
  `Speech to Text: ai/speech-to-text/ and saved/speech-to-text/${available ? '' : ' (skipped: pocketsphinx is not installed)'}`,
  () => {
    let f: TChatFixture;
    let spoken: Buffer;
    let dir: string;
    beforeAll(async () => {
      f = await startChatFixture();
      spoken = await new FliteEngine().synthesize({ voiceId: 'slt', text: SPOKEN, speed: 1 });
      dir = await mkdtemp(join(tmpdir(), 'inkwell-stt-route-'));
    });
    afterAll(async () => {
      await f?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const origin = () => f.base.replace(/\/api\/v1\/ai$/, '');
    const signedIn = (extra: Partial<TQuantities> = {}) => signedInWithBalance(f.app, extra);
    const upload = (user: TLoggedIn, bytes: Buffer, name: string, language = 'en') =>
      uploadAudio(f, user, bytes, name, language);
    const job = (user: TLoggedIn, id: number) => transcriptionJob(f, user, id);
    const until = (user: TLoggedIn, id: number, status: TTranscription['status']) =>
      transcriptionUntil(f, user, id, status);
    const transcriptions = async (user: TLoggedIn) =>
      (await storedBalances(f.app, user.id)).speech_to_text_tokens;

    it(
      'offers English, transcribes an upload as a job, keeps its audio, charges one',
      { timeout: 60_000 },
      async () => {
        const user = await signedIn();
        const options = await (await call(f, user, 'GET', '/speech-to-text/options/')).json();
        expect(options).toMatchObject({
          languages: [{ code: 'en', label: 'English', engine: 'pocketsphinx' }],
        });
        const before = await transcriptions(user);

        const started = await upload(user, spoken, 'my-voice.wav');
        expect(started.status).toBe(201);
        const { job: queued, balance } = (await started.json()) as TTranscriptionStart;
        expect(queued).toMatchObject({ file_name: 'my-voice.wav', language: 'en', text: null });
        expect(['queued', 'running']).toContain(queued.status);
        expect(queued.duration_seconds).toBeGreaterThan(3);
        expect(balance).toBe(before - 1);

        const done = await until(user, queued.id, 'done');
        expect(wordErrorRate(SPOKEN, done.text!)).toBeLessThanOrEqual(0.2);
        expect(done.segments.length).toBeGreaterThan(0);
        expect(done.segments.at(-1)!.end).toBeLessThanOrEqual(done.duration_seconds + 0.5);
        expect(done.progress).toBe(1);
        const audio = await fetch(origin() + done.audio_url);
        expect(audio.headers.get('content-type')).toBe('audio/mpeg');
        expect(await transcriptions(user)).toBe(before - 1);
        await expectLedgerMatchesBalances(f.app, user.id);

        const list = (await (
          await fetch(`${origin()}/api/v1/saved/speech-to-text/?search=coffee`, { headers: user.headers })
        ).json()) as { count: number };
        expect(list.count).toBe(1);
        const stranger = await signedIn();
        expect((await call(f, stranger, 'GET', `/speech-to-text/${queued.id}/`)).status).toBe(404);
        const row = (await f.app.repositories.transcriptions.findOwned(user.id, queued.id))!;
        const removed = await fetch(`${origin()}/api/v1/saved/speech-to-text/${queued.id}/`, {
          method: 'DELETE',
          headers: user.headers,
        });
        expect(removed.status).toBe(204);
        expect(await f.app.media.get(row.audio_key)).toBeUndefined();
        expect(await f.app.media.get(row.wav_key)).toBeUndefined();
      },
    );

    // A file that turns out not to be audio fails as a job (transcription-queue.test.ts).
    it('refuses before holding anything: not an audio file type (400), a WAV too long (422), too large (400 under file)', async () => {
      const user = await signedIn();
      const before = await storedBalances(f.app, user.id);
      const kind = await upload(user, spoken, 'speech.exe');
      expect(kind.status).toBe(400);
      expect(Object.keys((await kind.json()) as object)).toEqual(['file']);
      const language = await upload(user, spoken, 'speech.wav', 'de');
      expect(await language.json()).toEqual({ language: [TRANSCRIPTION_DETAIL.language] });

      const long = await upload(user, silence(before.speech_duration_limit * 60 + 5), 'long.wav');
      expect(long.status).toBe(422);
      expect(((await long.json()) as { detail: string }).detail).toContain(
        `your plan allows ${before.speech_duration_limit}`,
      );
      const huge = await upload(user, Buffer.concat([silence(1), randomBytes(26 * 1024 * 1024)]), 'huge.wav');
      expect(huge.status).toBe(400);
      expect(await huge.json()).toEqual({ file: ['The file is larger than 25 MB.'] });
      expect(await storedBalances(f.app, user.id)).toEqual(before);
      expect(await f.app.repositories.transcriptions.findAllByUserId(user.id)).toEqual([]);
    });

    it(
      'a job a stopped server left running runs again, charged once; past two tries it fails and gives the unit back',
      { timeout: 60_000 },
      async () => {
        const user = await signedIn();
        const before = await transcriptions(user);
        await writeFile(join(dir, 'spoken.wav'), spoken);
        const seconds = await decodeToSpeechWav(join(dir, 'spoken.wav'), join(dir, 'speech.wav'));
        const wav = await readFile(join(dir, 'speech.wav'));
        /** A job as a server that died while running it left it: running, its unit held. */
        const interrupted = async (attempts: number) => {
          const name = randomBytes(8).toString('hex');
          const keys = {
            wav_key: `users/${user.id}/transcriptions/${name}.wav`,
            audio_key: `users/${user.id}/transcriptions/${name}.mp3`,
          };
          await f.app.media.put(keys.wav_key, wav);
          const reference = `${JOB_REFERENCE_PREFIX}stt:${user.id}:${name}`;
          const reservation = await f.app.balances.reserve(user.id, 'speech_to_text_tokens', 1, reference);
          return f.app.repositories.transcriptions.create({
            user_id: user.id,
            status: 'running',
            file_name: 'interrupted.wav',
            language: 'en',
            engine: 'pocketsphinx',
            duration_seconds: seconds,
            ...keys,
            reservation_id: reservation.id,
            attempts,
            segments: '[]',
            created_at: nowIso(),
            started_at: nowIso(),
          });
        };
        const again = await interrupted(1);
        const given = await interrupted(2);
        // The start-up sweep of stale holds leaves a job's hold to its runner.
        await f.app.balances.releaseStale(new Date(Date.now() + 60_000).toISOString());
        expect(await transcriptions(user)).toBe(before - 2);

        await f.app.instanceLeases.sweep();
        const done = await until(user, again.id, 'done');
        expect(wordErrorRate(SPOKEN, done.text!)).toBeLessThanOrEqual(0.2);
        const failed = await job(user, given.id);
        expect(failed).toMatchObject({ status: 'failed', error: JOB_FAILURE.interrupted });
        await f.app.transcriptionJobs.idle();
        expect(await transcriptions(user)).toBe(before - 1);
        await expectLedgerMatchesBalances(f.app, user.id);
      },
    );
  },
);

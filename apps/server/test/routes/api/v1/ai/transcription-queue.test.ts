import type { TTranscriptionStart } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as audioCodec from '../../../../../src/providers/speech/audio-codec.js';
import { encodeAudio, pcmWav } from '../../../../../src/providers/speech/audio-codec.js';
import { InsufficientBalanceError } from '../../../../../src/services/balance/balance-errors.js';
import { TRANSCRIPTION_DETAIL } from '../../../../../src/services/ai-transcription/transcription-service.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { withinASecond } from '../../../../helpers/within-a-second.js';
import { startChatFixture, type TChatFixture } from './chat-fixture.js';
import { transcriptionJob, transcriptionUntil, uploadAudio } from './transcription-client.js';

/** Every decode and encode of the app counted (they run as they do; a test may hold decodes back). */
const codec = vi.hoisted(() => ({ decodes: 0, encodes: 0, gate: undefined as Promise<void> | undefined }));
vi.mock('../../../../../src/providers/speech/audio-codec.js', async (importOriginal) => {
  const real = await importOriginal<typeof audioCodec>();
  return {
    ...real,
    decodeToSpeechWav: async (...args: Parameters<typeof real.decodeToSpeechWav>) => {
      codec.decodes += 1;
      await codec.gate;
      return real.decodeToSpeechWav(...args);
    },
    encodeAudio: (...args: Parameters<typeof real.encodeAudio>) => {
      codec.encodes += 1;
      return real.encodeAudio(...args);
    },
  };
});

/** `seconds` of a 440 Hz tone, 16 kHz mono WAV: audio the codec decodes. */
function tone(seconds: number): Buffer {
  const pcm = Buffer.alloc(seconds * 16_000 * 2);
  for (let i = 0; i < pcm.length / 2; i += 1)
    pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
  return pcmWav(pcm, 16_000);
}

/**
 * Speech to text checks the balance before any decoder runs: the upload is held for and
 * queued at once, and the job decodes and measures it in the speech queue.
 */
describe('Speech to text: the balance first, decoding in the job', () => {
  let f: TChatFixture;
  beforeAll(async () => {
    f = await startChatFixture({ AI_STT_MODEL: 'fake-stt-1' });
  });
  afterAll(() => f?.close());

  const signedIn = () => signedInWithBalance(f.app);
  const start = async (user: TLoggedIn, bytes: Buffer, name: string) => {
    const started = await uploadAudio(f, user, bytes, name);
    expect(started.status, await started.clone().text()).toBe(201);
    return ((await started.json()) as TTranscriptionStart).job;
  };

  it('a user with no transcriptions left is refused at once, and no decoder runs', async () => {
    const user = await signedIn();
    const left = (await storedBalances(f.app, user.id)).speech_to_text_tokens;
    const spent = await f.app.balances.reserve(user.id, 'speech_to_text_tokens', left);
    await f.app.balances.settle(spent.id, left);
    // The engines are found on first use (a probe may encode): before counting.
    await f.app.transcriptions.options();
    const before = { ...codec };
    for (let i = 0; i < 5; i += 1) {
      const refused = await uploadAudio(f, user, tone(2), 'hello.wav');
      expect(refused.status).toBe(402);
      expect(await refused.json()).toEqual({
        detail: new InsufficientBalanceError('speech_to_text_tokens', 1).message,
      });
    }
    expect([codec.decodes, codec.encodes]).toEqual([before.decodes, before.encodes]);
    expect(await f.app.repositories.transcriptions.findAllByUserId(user.id)).toEqual([]);
  });

  it('keeps the MP3 it replays and the WAV it transcribes, whatever the upload was (an .mp3 or a .wav)', async () => {
    const user = await signedIn();
    const mp3 = await encodeAudio(tone(1), 'mp3');
    for (const [bytes, name] of [
      [mp3, 'spoken.mp3'],
      [tone(1), 'spoken.wav'],
    ] as const) {
      f.fake.replyTranscript({ text: 'A tone.', wordsPerSegment: 3 });
      const done = await transcriptionUntil(f, user, (await start(user, bytes, name)).id, 'done');
      const replay = await f.app.inject({ method: 'GET', url: done.audio_url });
      expect(replay.statusCode, name).toBe(200);
      expect(replay.headers['content-type']).toBe('audio/mpeg');
      const row = (await f.app.repositories.transcriptions.findOwned(user.id, done.id))!;
      expect((await f.app.media.get(row.wav_key))?.contentType, name).toBe('audio/wav');
    }
  });

  it(
    'answers with the queued job before decoding; the job decodes it as it runs',
    { timeout: 30_000 },
    async () => {
      const user = await signedIn();
      const before = await storedBalances(f.app, user.id);
      let open!: () => void;
      codec.gate = new Promise((resolve) => (open = resolve));
      try {
        const queued = await start(user, tone(2), 'tone.wav');
        expect(queued.status).toBe('queued');
        // Held at once: the generation is taken before anything is decoded.
        expect((await storedBalances(f.app, user.id)).speech_to_text_tokens).toBe(
          before.speech_to_text_tokens - 1,
        );
        // The job has claimed its slot of the queue and waits for its decode.
        while ((await transcriptionJob(f, user, queued.id)).status !== 'running')
          await new Promise((resolve) => setTimeout(resolve, 20));
        open();
        f.fake.replyTranscript({ text: 'A tone.', wordsPerSegment: 3 });
        const done = await transcriptionUntil(f, user, queued.id, 'done');
        expect(done.text).toBe('A tone.');
        expect(done.duration_seconds).toBeCloseTo(2, 1);
        const row = (await f.app.repositories.transcriptions.findOwned(user.id, queued.id))!;
        expect(row.upload_key).toBeNull();
        expect((await f.app.media.get(row.audio_key))?.contentType).toBe('audio/mpeg');
        expect((await storedBalances(f.app, user.id)).speech_to_text_tokens).toBe(
          before.speech_to_text_tokens - 1,
        );
        await expectLedgerMatchesBalances(f.app, user.id);
      } finally {
        codec.gate = undefined;
        open?.();
      }
    },
  );

  it(
    'a file that is not audio: the job fails saying so, and its generation is given back',
    { timeout: 30_000 },
    async () => {
      const user = await signedIn();
      const before = await storedBalances(f.app, user.id);
      const queued = await start(user, Buffer.from('this is not audio at all\n'.repeat(40)), 'notes.mp3');
      const failed = await transcriptionUntil(f, user, queued.id, 'failed');
      expect(failed.error).toContain(TRANSCRIPTION_DETAIL.notAudio);
      expect(failed.error).toContain('Nothing was charged.');
      expect(await storedBalances(f.app, user.id)).toEqual(before);
      const row = (await f.app.repositories.transcriptions.findOwned(user.id, queued.id))!;
      // The upload goes right after the job is marked failed (only the instance that marked it
      // may remove it).
      expect(
        await withinASecond(
          () => f.app.media.get(row.upload_key!),
          (upload) => upload === undefined,
        ),
      ).toBeUndefined();
      await expectLedgerMatchesBalances(f.app, user.id);
    },
  );

  it(
    'longer than the plan allows: a WAV is refused at once (its header says so), another file fails as a job',
    { timeout: 60_000 },
    async () => {
      const user = await signedIn();
      const before = await storedBalances(f.app, user.id);
      const seconds = before.speech_duration_limit * 60 + 5;
      const decodes = codec.decodes;
      const wav = await uploadAudio(f, user, tone(seconds), 'long.wav');
      expect(wav.status).toBe(422);
      expect(((await wav.json()) as { detail: string }).detail).toContain(
        `your plan allows ${before.speech_duration_limit}`,
      );
      expect(codec.decodes).toBe(decodes);
      expect(await storedBalances(f.app, user.id)).toEqual(before);

      const mp3 = await encodeAudio(tone(seconds), 'mp3');
      const queued = await start(user, mp3, 'long.mp3');
      const failed = await transcriptionUntil(f, user, queued.id, 'failed');
      expect(failed.error).toContain(`your plan allows ${before.speech_duration_limit}`);
      expect(failed.error).toContain('Nothing was charged.');
      expect(await storedBalances(f.app, user.id)).toEqual(before);
      await expectLedgerMatchesBalances(f.app, user.id);
    },
  );
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeToSpeechWav,
  encodeAudio,
  readWavHeader,
  wavDurationSeconds,
} from '../../../src/providers/speech/audio-codec.js';
import { EspeakEngine } from '../../../src/providers/speech/espeak-engine.js';

describe('audio codec (ffmpeg)', () => {
  let dir: string;
  let wav: Buffer;
  let seconds: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inkwell-codec-test-'));
    // eSpeak NG's 22.05 kHz: decoding resamples it.
    wav = await new EspeakEngine().synthesize({
      voiceId: 'en-us',
      text: 'Audio survives the trip through a compressed format and back.',
      speed: 1,
    });
    seconds = wavDurationSeconds(wav);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['mp3', 'ID3'],
    ['ogg', 'OggS'],
  ] as const)(
    'decodes %s it encoded back to 16 kHz mono of about the same duration',
    async (format, magic) => {
      const encoded = await encodeAudio(wav, format);
      expect(encoded.length).toBeLessThan(wav.length / 3);
      expect(encoded.toString('latin1', 0, magic.length)).toBe(magic);
      await writeFile(join(dir, `in.${format}`), encoded);

      const decoded = await decodeToSpeechWav(join(dir, `in.${format}`), join(dir, `out-${format}.wav`));
      const bytes = await readFile(join(dir, `out-${format}.wav`));
      expect(readWavHeader(bytes)).toMatchObject({ sampleRate: 16_000, channels: 1, byteRate: 32_000 });
      expect(decoded).toBeCloseTo(wavDurationSeconds(bytes), 3);
      expect(Math.abs(decoded - seconds)).toBeLessThan(0.15);
    },
  );

  it('gives WAV back as it is', async () => {
    expect(await encodeAudio(wav, 'wav')).toBe(wav);
  });

  it('refuses a text file named .mp3 as not-audio', async () => {
    await writeFile(join(dir, 'notes.mp3'), 'These are my meeting notes, not a recording.\n'.repeat(50));
    await expect(decodeToSpeechWav(join(dir, 'notes.mp3'), join(dir, 'notes.wav'))).rejects.toMatchObject({
      name: 'SpeechEngineError',
      kind: 'not-audio',
    });
  });

  it('refuses a playlist that points elsewhere as not-audio, without following it', async () => {
    await writeFile(join(dir, 'list.mp3'), '#EXTM3U\n#EXTINF:1,\nhttp://127.0.0.1:9/a.mp3\n');
    await expect(decodeToSpeechWav(join(dir, 'list.mp3'), join(dir, 'list.wav'))).rejects.toMatchObject({
      kind: 'not-audio',
    });
  });

  it('stops decoding just past maxSeconds, so an over-long file shows as over the limit', async () => {
    await writeFile(join(dir, 'long.wav'), wav);
    const decoded = await decodeToSpeechWav(join(dir, 'long.wav'), join(dir, 'long-out.wav'), {
      maxSeconds: 1,
    });
    expect(decoded).toBeGreaterThan(1);
    expect(decoded).toBeLessThanOrEqual(2.01);
  });

  it('reads the duration of a WAV from its header and samples', () => {
    expect(wavDurationSeconds(wav)).toBeCloseTo((wav.length - 44) / 44_100, 6);
    expect(() => wavDurationSeconds(Buffer.from('not a wav file at all'))).toThrow(/Not a WAV/);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToSpeechWav } from '../../../src/providers/speech/audio-codec.js';
import { FliteEngine } from '../../../src/providers/speech/flite-engine.js';
import { PocketSphinxEngine } from '../../../src/providers/speech/pocketsphinx-engine.js';
import { wordErrorRate } from './word-error-rate.js';

const PARAGRAPH =
  'My name is John and I live in a small house near the river. Every morning I drink a cup of coffee and read the news. Then I go to work by train.';

const available = await PocketSphinxEngine.isInstalled();
if (!available)
  console.warn(
    'PocketSphinx tests skipped: install the Debian packages pocketsphinx and pocketsphinx-en-us.',
  );

describe(`pocketsphinx${available ? '' : ' (skipped: pocketsphinx and pocketsphinx-en-us are not installed)'}`, () => {
  let dir: string;
  let wavPath: string;
  let seconds: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inkwell-sphinx-test-'));
    const spoken = await new FliteEngine().synthesize({ voiceId: 'slt', text: PARAGRAPH, speed: 1 });
    await writeFile(join(dir, 'spoken.wav'), spoken);
    wavPath = join(dir, 'speech.wav');
    seconds = await decodeToSpeechWav(join(dir, 'spoken.wav'), wavPath);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.skipIf(!available)(
    'transcribes a paragraph Flite spoke with a word error rate of at most 0.2, in timed segments',
    async () => {
      const transcript = await new PocketSphinxEngine().transcribe(wavPath, 'en');
      expect(wordErrorRate(PARAGRAPH, transcript.text)).toBeLessThanOrEqual(0.2);

      expect(transcript.segments.length).toBeGreaterThan(1);
      expect(transcript.segments.map((segment) => segment.text).join(' ')).toBe(transcript.text);
      let previousEnd = 0;
      for (const segment of transcript.segments) {
        expect(segment.text).not.toMatch(/<|\[|\(\d+\)/);
        expect(segment.start).toBeGreaterThanOrEqual(previousEnd);
        expect(segment.end).toBeGreaterThan(segment.start);
        previousEnd = segment.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(seconds);
    },
    60_000,
  );

  it.skipIf(!available)('refuses a language it has no model for', async () => {
    await expect(new PocketSphinxEngine().transcribe(wavPath, 'de')).rejects.toMatchObject({
      kind: 'unsupported-language',
    });
  });
});

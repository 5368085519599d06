import { describe, expect, it } from 'vitest';
import { readWavHeader, wavDurationSeconds } from '../../../src/providers/speech/audio-codec.js';
import { EspeakEngine } from '../../../src/providers/speech/espeak-engine.js';
import { espeakVoices } from '../../../src/providers/speech/espeak-voices.js';
import { FliteEngine } from '../../../src/providers/speech/flite-engine.js';
import { SpeechEngineError } from '../../../src/providers/speech/speech-engine.js';
import type { TTextToSpeechEngine } from '../../../src/providers/speech/speech-engine.js';

const SENTENCE = 'The quick brown fox jumps over the lazy dog near the quiet river.';

/** What every offline voice engine does, whatever it is built on. */
function describeEngine(engine: TTextToSpeechEngine, voiceId: string, sampleRate: number) {
  describe(`${engine.engine}: the text-to-speech engine contract`, () => {
    it('speaks a twelve-word sentence as a mono WAV of plausible length', async () => {
      const wav = await engine.synthesize({ voiceId, text: SENTENCE, speed: 1 });
      expect(readWavHeader(wav)).toMatchObject({ sampleRate, channels: 1, byteRate: sampleRate * 2 });
      const seconds = wavDurationSeconds(wav);
      expect(seconds).toBeGreaterThan(1);
      expect(seconds).toBeLessThan(10);
    });

    it('speaks faster at 2× than at 1× and slower at 0.5×', async () => {
      const [slow, normal, fast] = await Promise.all(
        [0.5, 1, 2].map((speed) => engine.synthesize({ voiceId, text: SENTENCE, speed })),
      );
      expect(wavDurationSeconds(fast!)).toBeLessThan(wavDurationSeconds(normal!) * 0.75);
      expect(wavDurationSeconds(slow!)).toBeGreaterThan(wavDurationSeconds(normal!) * 1.3);
    });

    it('refuses a voice it does not have with an unknown-voice error', async () => {
      const failure = engine.synthesize({ voiceId: 'no-such-voice', text: SENTENCE, speed: 1 });
      await expect(failure).rejects.toBeInstanceOf(SpeechEngineError);
      await expect(failure).rejects.toMatchObject({ kind: 'unknown-voice' });
    });

    it('stops when aborted, with an aborted error', async () => {
      const controller = new AbortController();
      const failure = engine.synthesize({ voiceId, text: SENTENCE, speed: 1 }, controller.signal);
      // Usually while its process runs (it takes longer than this to start); before is fine too.
      setTimeout(() => controller.abort(), 150);
      await expect(failure).rejects.toMatchObject({ kind: 'aborted' });
    });
  });
}

describeEngine(new FliteEngine(), 'slt', 16_000);
describeEngine(new EspeakEngine(), 'de+f3', 22_050);

describe('flite', () => {
  it('offers its four 16 kHz voices, without kal (8 kHz) and awb_time', () => {
    expect(new FliteEngine().voices().map((voice) => [voice.voiceId, voice.language, voice.gender])).toEqual([
      ['kal16', 'en-US', 'male'],
      ['awb', 'en-GB', 'male'],
      ['rms', 'en-US', 'male'],
      ['slt', 'en-US', 'female'],
    ]);
  });

  it('makes 20 syntheses in a row with mixed voices: each runs in a process of its own', async () => {
    const engine = new FliteEngine();
    const voices = engine.voices().map((voice) => voice.voiceId);
    for (let i = 0; i < 20; i++) {
      const wav = await engine.synthesize({
        voiceId: voices[i % voices.length]!,
        text: `Call ${i}. ${SENTENCE}`,
        speed: 1,
      });
      expect(wavDurationSeconds(wav), `call ${i}`).toBeGreaterThan(1);
    }
  }, 120_000);
});

describe('espeak', () => {
  it('offers each of its main languages as a male voice and a female variant', async () => {
    const voices = (await EspeakEngine.detect()).voices();
    const languages = new Set(voices.map((voice) => voice.language));
    for (const language of [
      'en-US',
      'en-GB',
      'es-ES',
      'es-419',
      'fr-FR',
      'de',
      'it',
      'pt-BR',
      'ru',
      'cmn',
      'hi',
      'ar',
    ])
      expect(languages, language).toContain(language);
    expect(voices.length).toBeGreaterThanOrEqual(40);
    expect(voices).toContainEqual(
      expect.objectContaining({ voiceId: 'de', name: 'German (male, eSpeak)', gender: 'male' }),
    );
    expect(voices).toContainEqual(
      expect.objectContaining({ voiceId: 'de+f3', name: 'German (female, eSpeak)', gender: 'female' }),
    );
    expect(voices.filter((voice) => voice.gender === 'female')).toHaveLength(voices.length / 2);
  });

  it('offers only voices eSpeak NG accepts, and it accepts every voice of the catalogue', async () => {
    const offered = (await EspeakEngine.detect()).voices();
    expect(offered).toEqual(espeakVoices());
    expect(espeakVoices(new Set(['de', 'de+f3']))).toHaveLength(2);
  });

  it('speaks the female variant differently from the male voice', async () => {
    const engine = new EspeakEngine();
    const [male, female] = await Promise.all(
      ['pt-br', 'pt-br+f3'].map((voiceId) =>
        engine.synthesize({ voiceId, text: 'Bom dia, tudo bem?', speed: 1 }),
      ),
    );
    expect(female!.equals(male!)).toBe(false);
  });
});

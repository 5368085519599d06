import { describe, expect, it } from 'vitest';
import { detectSpeechEngines } from '../../../src/providers/speech/detect-speech-engines.js';
import { PocketSphinxEngine } from '../../../src/providers/speech/pocketsphinx-engine.js';

describe('detectSpeechEngines', () => {
  it('finds the engines that work here: Flite, eSpeak NG, ffmpeg, and PocketSphinx where installed', async () => {
    const engines = await detectSpeechEngines();
    expect(engines.tts.map((engine) => engine.engine)).toEqual(['flite', 'espeak']);
    expect(engines.codec).toBe(true);
    const sphinx = await PocketSphinxEngine.isInstalled();
    expect(engines.stt.map((engine) => [engine.engine, engine.languages])).toEqual(
      sphinx ? [['pocketsphinx', ['en']]] : [],
    );
  }, 60_000);
});

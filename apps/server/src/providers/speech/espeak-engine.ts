import { engineScript, runEngineScript, synthesizeWithScript } from './run-engine-script.js';
import { espeakVoices } from './espeak-voices.js';
import { SpeechEngineError } from './speech-engine.js';
import type { TSpeechVoice, TSynthesis, TTextToSpeechEngine } from './speech-engine.js';

const SCRIPT = engineScript('espeak-synthesize.mjs');

/**
 * eSpeak NG (GPL-3.0), an Emscripten build, kept out of the server's process: each synthesis
 * runs engines/espeak-synthesize.mjs in a fresh Node process (about 0.8 s), spoken to over
 * stdin and stdout only. One process per call keeps it stateless: calls run side by side, an
 * abort or a timeout kills that call's process only, and there is nothing to restart.
 */
export class EspeakEngine implements TTextToSpeechEngine {
  readonly engine = 'espeak';
  private readonly catalogue: readonly TSpeechVoice[];

  /** `catalogue`: the voices to offer (detectSpeechEngines passes those eSpeak NG really has). */
  constructor(catalogue: readonly TSpeechVoice[] = espeakVoices()) {
    this.catalogue = catalogue;
  }

  /** The engine with the catalogue's voices that this eSpeak NG build accepts. */
  static async detect(signal?: AbortSignal): Promise<EspeakEngine> {
    const ids = espeakVoices().map((voice) => voice.voiceId);
    const answer = await runEngineScript('espeak', SCRIPT, { accepts: ids }, signal);
    return new EspeakEngine(espeakVoices(new Set(JSON.parse(answer.toString('utf8')) as string[])));
  }

  voices(): TSpeechVoice[] {
    return this.catalogue.map((voice) => ({ ...voice }));
  }

  synthesize(request: TSynthesis, signal?: AbortSignal): Promise<Buffer> {
    if (!this.catalogue.some((voice) => voice.voiceId === request.voiceId))
      return Promise.reject(
        new SpeechEngineError('unknown-voice', `eSpeak NG has no voice ${JSON.stringify(request.voiceId)}`),
      );
    return synthesizeWithScript('espeak', SCRIPT, request, signal);
  }
}

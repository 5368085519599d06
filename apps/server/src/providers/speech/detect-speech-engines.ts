import { ffmpegPath } from './audio-codec.js';
import { EspeakEngine } from './espeak-engine.js';
import { FliteEngine } from './flite-engine.js';
import { PocketSphinxEngine } from './pocketsphinx-engine.js';
import { runProcess } from './run-process.js';
import type { TSpeechToTextEngine, TTextToSpeechEngine } from './speech-engine.js';

export interface TSpeechEngines {
  tts: TTextToSpeechEngine[];
  stt: TSpeechToTextEngine[];
  /** Whether ffmpeg runs: uploads can be decoded and speech encoded to MP3 and Ogg Opus. */
  codec: boolean;
}

/** Each check gives up after this long, so a slow machine starts without that engine. */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * What really works on this machine, found at start by using it: a short synthesis with each
 * offline voice engine, ffmpeg's version, PocketSphinx's binary and English model (it reads
 * WAV only, so it needs ffmpeg too). Never throws: an engine that fails is left out.
 */
export async function detectSpeechEngines(): Promise<TSpeechEngines> {
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const [flite, espeak, codec, sphinx] = await Promise.all([
    speaks(new FliteEngine(), signal),
    EspeakEngine.detect(signal).then(
      (engine) => speaks(engine, signal),
      () => undefined,
    ),
    ffmpegRuns(signal),
    PocketSphinxEngine.isInstalled(),
  ]).catch(() => [undefined, undefined, false, false] as const);
  return {
    tts: [flite, espeak].filter((engine) => engine !== undefined),
    stt: codec && sphinx ? [new PocketSphinxEngine()] : [],
    codec,
  };
}

/** The engine when its first voice says a word, else undefined. */
async function speaks<T extends TTextToSpeechEngine>(engine: T, signal: AbortSignal): Promise<T | undefined> {
  const voice = engine.voices()[0];
  if (!voice) return undefined;
  return engine.synthesize({ voiceId: voice.voiceId, text: 'Ready.', speed: 1 }, signal).then(
    (wav) => (wav.length > 44 ? engine : undefined),
    () => undefined,
  );
}

async function ffmpegRuns(signal: AbortSignal): Promise<boolean> {
  try {
    const result = await runProcess(await ffmpegPath(), ['-hide_banner', '-version'], {
      timeoutMs: CHECK_TIMEOUT_MS,
      maxOutputBytes: 1024 * 1024,
      signal,
    });
    return result.code === 0;
  } catch {
    return false;
  }
}

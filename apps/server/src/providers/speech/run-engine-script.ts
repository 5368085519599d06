import { fileURLToPath } from 'node:url';
import { runProcess, scriptFailure } from './run-process.js';
import { SpeechEngineError } from './speech-engine.js';
import type { TSynthesis } from './speech-engine.js';

/** One synthesis gives up after this long. */
const SYNTHESIS_TIMEOUT_MS = 60_000;
/** 50 MB of 16-bit mono WAV: about 26 minutes at 16 kHz, far past any text limit. */
const MAX_WAV_BYTES = 50 * 1024 * 1024;

/**
 * An engine script of `apps/server/engines/` (plain JavaScript, so `src/` under tsx and the
 * compiled `dist/` reach it at the same relative path).
 */
export function engineScript(name: string): string {
  return fileURLToPath(new URL(`../../../engines/${name}`, import.meta.url));
}

/**
 * Runs an engine script in a fresh Node process: the request as JSON on its stdin, its stdout
 * as the answer. Rejects with SpeechEngineError (the script's own kind when it reported one).
 */
export async function runEngineScript(
  engine: string,
  script: string,
  request: object,
  signal?: AbortSignal,
): Promise<Buffer> {
  const result = await runProcess(process.execPath, ['--no-warnings', script], {
    input: JSON.stringify(request),
    timeoutMs: SYNTHESIS_TIMEOUT_MS,
    maxOutputBytes: MAX_WAV_BYTES,
    signal,
  });
  if (result.code !== 0) throw scriptFailure(engine, result);
  return result.stdout;
}

/** A synthesis through an engine script, checked to be a WAV file. */
export async function synthesizeWithScript(
  engine: string,
  script: string,
  request: TSynthesis,
  signal?: AbortSignal,
  extra: object = {},
): Promise<Buffer> {
  if (!(request.speed >= 0.5 && request.speed <= 2))
    throw new SpeechEngineError('failed', `Speed ${request.speed} is outside 0.5–2`);
  if (request.text.trim() === '') throw new SpeechEngineError('failed', 'No text to speak');
  const wav = await runEngineScript(
    engine,
    script,
    { voice: request.voiceId, text: request.text, speed: request.speed, ...extra },
    signal,
  );
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new SpeechEngineError('failed', `${engine} answered something that is not a WAV file`);
  return wav;
}

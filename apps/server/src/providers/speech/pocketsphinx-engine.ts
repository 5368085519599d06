import { access, stat } from 'node:fs/promises';
import { runProcess } from './run-process.js';
import { SpeechEngineError } from './speech-engine.js';
import type { TSpeechToTextEngine, TTranscript, TTranscriptSegment } from './speech-engine.js';

/** Debian's `pocketsphinx` and `pocketsphinx-en-us` packages. */
const BINARY = '/usr/bin/pocketsphinx_continuous';
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Bytes per second of the 16 kHz mono 16-bit WAV it reads. */
const BYTES_PER_SECOND = 32_000;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
/** A pause this long (seconds) ends a segment; so does this many words. */
const SEGMENT_PAUSE = 0.3;
const SEGMENT_WORDS = 12;

/** One recognised word of `-time yes` output: `word start end confidence`. */
interface TTimedWord {
  word: string;
  start: number;
  end: number;
}

/** PocketSphinx (BSD-2-Clause), English, run as Debian's command-line recogniser. */
export class PocketSphinxEngine implements TSpeechToTextEngine {
  readonly engine = 'pocketsphinx';
  readonly languages = ['en'];

  /** Whether the binary and the English model are installed. */
  static async isInstalled(): Promise<boolean> {
    return Promise.all([access(BINARY), access(MODEL_DIR)]).then(
      () => true,
      () => false,
    );
  }

  async transcribe(wavPath: string, language: string, signal?: AbortSignal): Promise<TTranscript> {
    if (language.split('-')[0]?.toLowerCase() !== 'en')
      throw new SpeechEngineError('unsupported-language', `PocketSphinx has no ${language} model`);
    const seconds = (await stat(wavPath)).size / BYTES_PER_SECOND;
    const result = await runProcess(BINARY, ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null'], {
      // It runs at about a third of real time; twice the duration is ample.
      timeoutMs: 60_000 + Math.ceil(seconds * 2_000),
      maxOutputBytes: MAX_OUTPUT_BYTES,
      signal,
    });
    if (result.code !== 0)
      throw new SpeechEngineError(
        'failed',
        `pocketsphinx_continuous ended with ${result.signal ?? `code ${result.code}`}: ${result.stderr.trim().slice(-300)}`,
      );
    const segments = segmentsOf(result.stdout.toString('utf8'));
    return { text: segments.map((segment) => segment.text).join(' '), segments };
  }
}

/** Its output: per utterance the hypothesis line, then one line per word with its times. */
function segmentsOf(output: string): TTranscriptSegment[] {
  const segments: TTranscriptSegment[] = [];
  let words: TTimedWord[] = [];
  const close = () => {
    if (words.length > 0)
      segments.push({
        start: words[0]!.start,
        end: words.at(-1)!.end,
        text: words.map((timed) => timed.word).join(' '),
      });
    words = [];
  };
  for (const line of output.split('\n')) {
    const timed = timedWord(line);
    if (!timed) continue;
    const pause = timed.word.startsWith('<') ? timed.end - timed.start : 0;
    const gap = words.length > 0 ? timed.start - words.at(-1)!.end : 0;
    if (timed.word === '<s>' || timed.word === '</s>' || pause >= SEGMENT_PAUSE || gap >= SEGMENT_PAUSE)
      close();
    if (/^[<[]/.test(timed.word)) continue; // <s>, </s>, <sil>, [NOISE] and other fillers
    words.push({ ...timed, word: timed.word.replace(/\(\d+\)$/, '') });
    if (words.length >= SEGMENT_WORDS) close();
  }
  close();
  return segments;
}

function timedWord(line: string): TTimedWord | undefined {
  const [word, start, end, confidence, ...rest] = line.trim().split(/\s+/);
  if (!word || rest.length > 0 || confidence === undefined) return undefined;
  const [from, to] = [Number(start), Number(end)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(Number(confidence)))
    return undefined;
  return { word, start: from, end: to };
}

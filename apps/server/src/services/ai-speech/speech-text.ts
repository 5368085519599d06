import { SpeechEngineError } from '../../providers/speech/speech-engine.js';
import { readWavHeader } from '../../providers/speech/audio-codec.js';

/** One engine run reads at most this many characters: each run stays well inside its time and size caps. */
const PART_CHARS = 1500;

/**
 * A long text as parts an engine reads one after another, cut after a sentence (or, in a very
 * long sentence, after a word) so no part ends mid-word.
 */
export function splitForSpeech(text: string): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > PART_CHARS) {
    const window = rest.slice(0, PART_CHARS);
    const sentence = Math.max(...['. ', '! ', '? ', '。', '\n'].map((end) => window.lastIndexOf(end)));
    const word = window.lastIndexOf(' ');
    const cut = sentence > PART_CHARS / 3 ? sentence + 1 : word > PART_CHARS / 3 ? word : PART_CHARS;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** WAV files of one format as one: the first header, every part's samples, sizes rewritten. */
export function joinWavs(wavs: Buffer[]): Buffer {
  if (wavs.length === 1) return wavs[0]!;
  const headers = wavs.map((wav) => readWavHeader(wav));
  const first = headers[0]!;
  if (headers.some((header) => header.sampleRate !== first.sampleRate || header.channels !== first.channels))
    throw new SpeechEngineError('failed', 'The parts of a speech came back in different formats');
  const samples = wavs.map((wav, i) => {
    const { dataOffset, dataSize } = headers[i]!;
    return wav.subarray(dataOffset, Math.min(wav.length, dataOffset + dataSize));
  });
  const head = Buffer.from(wavs[0]!.subarray(0, first.dataOffset));
  const dataSize = samples.reduce((sum, part) => sum + part.length, 0);
  head.writeUInt32LE(dataSize, first.dataOffset - 4);
  head.writeUInt32LE(head.length - 8 + dataSize, 4);
  return Buffer.concat([head, ...samples]);
}

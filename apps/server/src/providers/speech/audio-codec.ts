import { access, chmod, constants, open, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runProcess } from './run-process.js';
import { SpeechEngineError } from './speech-engine.js';

export type TAudioFormat = 'wav' | 'mp3' | 'ogg';

/** Decoding an upload gives up after this long (a 25 MB file decodes in seconds). */
const DECODE_TIMEOUT_MS = 120_000;
const ENCODE_TIMEOUT_MS = 60_000;
const MAX_ENCODED_BYTES = 50 * 1024 * 1024;
/** Decoding stops here (about 460 MB of 16 kHz PCM) unless the caller asks for less. */
const MAX_DECODED_SECONDS = 4 * 60 * 60;
/** The uploads the tool accepts, as ffmpeg's demuxers: wav, mp3, m4a, ogg, webm, flac (and raw AAC). */
const INPUT_FORMATS = 'wav,mp3,mov,ogg,matroska,flac,aac';
const SPEECH_SAMPLE_RATE = 16_000;
/** An hour of 24 kHz 16-bit mono; a provider's answer for one part of a text is minutes. */
const MAX_DECODED_PROVIDER_BYTES = 3600 * 48_000;

const ENCODERS: Record<Exclude<TAudioFormat, 'wav'>, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', '-f', 'ogg'],
};

let ffmpeg: Promise<string> | undefined;

/** The static ffmpeg of @ffmpeg-installer/ffmpeg, made executable on first use. */
export function ffmpegPath(): Promise<string> {
  ffmpeg ??= (async () => {
    try {
      const { path } = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
      await access(path, constants.X_OK).catch(() => chmod(path, 0o755));
      return path;
    } catch (error) {
      ffmpeg = undefined;
      throw new SpeechEngineError('unavailable', 'ffmpeg is not installed', { cause: error });
    }
  })();
  return ffmpeg;
}

/**
 * Decodes an upload (read from its file: an m4a whose index is at the end cannot be read from
 * a pipe) to the 16 kHz mono 16-bit WAV PocketSphinx reads, and answers its duration in
 * seconds, measured on the decoded samples. Only local files of the accepted formats are read
 * (no playlists that point elsewhere). Past `maxSeconds` it stops, so a duration over the
 * limit shows as just over it. Something that is not audio: SpeechEngineError 'not-audio'.
 */
export async function decodeToSpeechWav(
  inputPath: string,
  outputPath: string,
  options: { maxSeconds?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const limit = Math.min(options.maxSeconds ?? MAX_DECODED_SECONDS, MAX_DECODED_SECONDS) + 1;
  const result = await runProcess(
    await ffmpegPath(),
    // "-protocol_whitelist file -format_whitelist …" apply to the input they come before.
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      INPUT_FORMATS,
    ]
      .concat(['-i', inputPath, '-vn', '-sn', '-dn', '-t', String(limit)])
      .concat([
        '-ar',
        String(SPEECH_SAMPLE_RATE),
        '-ac',
        '1',
        '-c:a',
        'pcm_s16le',
        '-f',
        'wav',
        '-y',
        outputPath,
      ]),
    { timeoutMs: DECODE_TIMEOUT_MS, maxOutputBytes: 1024 * 1024, signal: options.signal },
  );
  if (result.code !== 0)
    throw new SpeechEngineError('not-audio', `ffmpeg could not decode the file: ${firstLine(result.stderr)}`);
  const seconds = await wavFileDurationSeconds(outputPath);
  if (seconds <= 0) throw new SpeechEngineError('not-audio', 'The file holds no audio');
  return seconds;
}

/** The WAV in another format: MP3 (64 kb/s) or Ogg Opus (32 kb/s, 48 kHz); WAV as it is. */
export async function encodeAudio(wav: Buffer, format: TAudioFormat, signal?: AbortSignal): Promise<Buffer> {
  if (format === 'wav') return wav;
  const result = await runProcess(
    await ffmpegPath(),
    ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-vn', ...ENCODERS[format], 'pipe:1'],
    { input: wav, timeoutMs: ENCODE_TIMEOUT_MS, maxOutputBytes: MAX_ENCODED_BYTES, signal },
  );
  if (result.code !== 0 || result.stdout.length === 0)
    throw new SpeechEngineError('failed', `ffmpeg could not encode ${format}: ${firstLine(result.stderr)}`);
  return result.stdout;
}

/** Speech a provider sent, as the WAV the tool joins and encodes: mono 16-bit at 24 kHz (OpenAI's rate). */
const PROVIDER_SAMPLE_RATE = 24_000;

/**
 * Audio a provider sent (untrusted; WAV with a streaming header, MP3, anything ffmpeg reads
 * from a pipe) decoded to a 24 kHz mono 16-bit WAV with true sizes. Not audio: 'not-audio'.
 */
export async function decodeProviderAudio(bytes: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const result = await runProcess(
    await ffmpegPath(),
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-format_whitelist', 'wav,mp3,ogg,flac,aac']
      .concat(['-i', 'pipe:0', '-vn', '-ar', String(PROVIDER_SAMPLE_RATE), '-ac', '1'])
      .concat(['-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1']),
    { input: bytes, timeoutMs: DECODE_TIMEOUT_MS, maxOutputBytes: MAX_DECODED_PROVIDER_BYTES, signal },
  );
  if (result.code !== 0 || result.stdout.length < 2)
    throw new SpeechEngineError(
      'not-audio',
      `ffmpeg could not decode the provider's audio: ${firstLine(result.stderr)}`,
    );
  return pcmWav(result.stdout, PROVIDER_SAMPLE_RATE);
}

/** 16-bit mono PCM samples as a WAV file. */
export function pcmWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

interface TWavHeader {
  sampleRate: number;
  byteRate: number;
  channels: number;
  dataOffset: number;
  /** As the header declares it (streams write 0 or 0xFFFFFFFF). */
  dataSize: number;
}

/** The format of a PCM WAV file and where its samples start, from its first bytes. */
export function readWavHeader(head: Buffer): TWavHeader {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE')
    throw new SpeechEngineError('not-audio', 'Not a WAV file');
  let format: Omit<TWavHeader, 'dataOffset' | 'dataSize'> | undefined;
  for (let offset = 12; offset + 8 <= head.length;) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= head.length)
      format = {
        channels: head.readUInt16LE(offset + 10),
        sampleRate: head.readUInt32LE(offset + 12),
        byteRate: head.readUInt32LE(offset + 16),
      };
    if (id === 'data' && format && format.byteRate > 0)
      return { ...format, dataOffset: offset + 8, dataSize: size };
    offset += 8 + size + (size % 2);
  }
  throw new SpeechEngineError('not-audio', 'A WAV file without a format or samples');
}

/** The duration of a WAV file held in memory, from its header and the samples present. */
export function wavDurationSeconds(wav: Buffer): number {
  const header = readWavHeader(wav);
  return Math.min(header.dataSize, wav.length - header.dataOffset) / header.byteRate;
}

/** The duration of a WAV file on disk: its samples run to the end of the file. */
async function wavFileDurationSeconds(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const header = readWavHeader(head.subarray(0, bytesRead));
    return Math.max(0, (await stat(path)).size - header.dataOffset) / header.byteRate;
  } finally {
    await file.close();
  }
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.slice(0, 300) ?? '';
}

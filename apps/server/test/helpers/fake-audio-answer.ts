import { pcmWav } from '../../src/providers/speech/audio-codec.js';

/** OpenAI's text-to-speech voices, as the fake knows them (it refuses others, as OpenAI does). */
const OPENAI_VOICES = new Set([
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
]);
const SPEECH_FORMATS = new Set(['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm']);
const SAMPLE_RATE = 24_000;

/** The part of an `audio.speech` request the fake reads. */
export interface TFakeSpeechRequest {
  model?: unknown;
  input?: unknown;
  voice?: unknown;
  speed?: unknown;
  response_format?: unknown;
}

/**
 * How the fake answers the next transcription: `text` (default "Hello from the fake
 * transcriber."), cut into `segments` of this many words (default 3) a second each.
 */
export interface TFakeTranscript {
  text?: string;
  wordsPerSegment?: number;
}

/** Why OpenAI would refuse this speech request (400), or undefined. */
export function speechRequestProblem(body: TFakeSpeechRequest): [message: string, param: string] | undefined {
  if (typeof body.input !== 'string' || body.input === '')
    return ["Missing required parameter: 'input'.", 'input'];
  if (body.input.length > 4096)
    return ["Invalid 'input': string too long. Expected a maximum length of 4096.", 'input'];
  if (typeof body.voice !== 'string' || !OPENAI_VOICES.has(body.voice))
    return [`Invalid value for 'voice': ${String(body.voice)}.`, 'voice'];
  const speed = body.speed ?? 1;
  if (typeof speed !== 'number' || speed < 0.25 || speed > 4)
    return ["Invalid 'speed': must be between 0.25 and 4.", 'speed'];
  if (body.response_format !== undefined && !SPEECH_FORMATS.has(String(body.response_format)))
    return [`Invalid value for 'response_format': ${String(body.response_format)}.`, 'response_format'];
  if (body.response_format !== 'wav' && body.response_format !== 'pcm')
    return ['This fake makes WAV and PCM only.', 'response_format'];
  return undefined;
}

/**
 * The speech: a tone per word, 0.3 s each at speed 1, as OpenAI streams WAV (24 kHz mono
 * 16-bit, its header's sizes 0xFFFFFFFF because it is written before the audio is), or raw PCM.
 */
export function fakeSpeech(body: TFakeSpeechRequest): Buffer {
  const words = String(body.input).split(/\s+/).filter(Boolean).length;
  const seconds = (words * 0.3) / Number(body.speed ?? 1);
  const samples = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE)), i * 2);
  if (body.response_format === 'pcm') return pcm;
  const wav = pcmWav(pcm, SAMPLE_RATE);
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  return wav;
}

/** A transcription request's form fields, and its file described (the fake keeps no audio). */
export interface TFakeTranscriptionRequest {
  model: string | null;
  language: string | null;
  response_format: string | null;
  timestamp_granularities: string[];
  file: { name: string; type: string; size: number } | null;
}

export async function readTranscriptionForm(
  raw: Buffer,
  contentType: string | undefined,
): Promise<TFakeTranscriptionRequest | undefined> {
  try {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body: new Uint8Array(raw),
    }).formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const file = form.get('file');
    return {
      model: text('model'),
      language: text('language'),
      response_format: text('response_format'),
      timestamp_granularities: form.getAll('timestamp_granularities[]').map(String),
      file: file instanceof File ? { name: file.name, type: file.type, size: file.size } : null,
    };
  } catch {
    return undefined;
  }
}

/** Why OpenAI would refuse this transcription (400), or undefined. */
export function transcriptionProblem(
  form: TFakeTranscriptionRequest,
): [message: string, param: string] | undefined {
  if (!form.file || form.file.size === 0) return ["Missing required parameter: 'file'.", 'file'];
  if (form.file.size > 25 * 1024 * 1024) return ['Maximum content size limit (26214400) exceeded.', 'file'];
  if (!/\.(flac|m4a|mp3|mp4|mpeg|mpga|oga|ogg|wav|webm)$/i.test(form.file.name))
    return ['Invalid file format.', 'file'];
  if (form.language !== null && !/^[a-z]{2}$/.test(form.language))
    return [
      `Invalid language '${form.language}'. Language parameter must be specified in ISO-639-1 format.`,
      'language',
    ];
  const format = form.response_format ?? 'json';
  if (!['json', 'text', 'srt', 'verbose_json', 'vtt'].includes(format))
    return [`Invalid value for 'response_format': ${format}.`, 'response_format'];
  if (/^gpt-4o/.test(form.model ?? '') && format !== 'json' && format !== 'text')
    return [`response_format '${format}' is not compatible with model '${form.model}'.`, 'response_format'];
  return undefined;
}

/** The transcription's answer body in the format asked for (json, verbose_json with segments, text). */
export function transcriptAnswer(form: TFakeTranscriptionRequest, answer: TFakeTranscript): object | string {
  const text = answer.text ?? 'Hello from the fake transcriber.';
  const format = form.response_format ?? 'json';
  if (format === 'text') return text;
  if (format !== 'verbose_json') return { text };
  const words = text.split(/\s+/).filter(Boolean);
  const per = answer.wordsPerSegment ?? 3;
  const segments = [];
  for (let i = 0; i * per < words.length; i += 1)
    segments.push({
      id: i,
      seek: 0,
      start: i,
      end: i + 1,
      text: ` ${words.slice(i * per, (i + 1) * per).join(' ')}`,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.2,
      no_speech_prob: 0.01,
    });
  return {
    task: 'transcribe',
    language: form.language ?? 'english',
    duration: segments.length,
    text,
    segments,
  };
}

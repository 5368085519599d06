import type { TProviderTranscript } from './ai-provider.js';

/**
 * The languages a provider's speech to text is offered in: Whisper's (OpenAI documents these
 * 57, and every Whisper-based server knows them), as ISO 639-1 codes.
 */
// prettier-ignore
export const PROVIDER_TRANSCRIPTION_LANGUAGES = [
  'af', 'ar', 'az', 'be', 'bg', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'es', 'et', 'fa',
  'fi', 'fr', 'gl', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'kk', 'kn', 'ko', 'lt',
  'lv', 'mi', 'mk', 'mr', 'ms', 'ne', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sr', 'sv',
  'sw', 'ta', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'zh',
] as const;

/** Segments kept at most; a transcript's text at most this many characters (a 4-hour file is ~250,000). */
const MAX_SEGMENTS = 20_000;
const MAX_TEXT_CHARS = 1_000_000;

/**
 * The answer format to ask for: `verbose_json` (segments with timestamps) from Whisper and the
 * servers that copy it; the GPT-4o transcribe models take only `json`, without timestamps.
 */
export function transcriptFormat(model: string): 'verbose_json' | 'json' {
  return /^gpt-4o/i.test(model) ? 'json' : 'verbose_json';
}

/** The transcript out of the provider's answer (untrusted): text, and segments that make sense. */
export function readTranscript(answer: unknown): TProviderTranscript {
  const { text, segments } = (answer ?? {}) as { text?: unknown; segments?: unknown };
  const kept: TProviderTranscript['segments'] = [];
  for (const segment of Array.isArray(segments) ? segments.slice(0, MAX_SEGMENTS) : []) {
    const { start, end, text: said } = (segment ?? {}) as Record<string, unknown>;
    if (typeof said !== 'string' || !said.trim()) continue;
    if (!isTime(start) || !isTime(end) || end < start) continue;
    kept.push({ start, end, text: said.trim().slice(0, MAX_TEXT_CHARS) });
  }
  const whole = typeof text === 'string' ? text.trim() : kept.map((segment) => segment.text).join(' ');
  return { text: whole.slice(0, MAX_TEXT_CHARS), segments: kept };
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

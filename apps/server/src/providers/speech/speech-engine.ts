import type { TVoiceGender } from '@inkwell/contract';

/**
 * The text-to-speech engines: offline, Flite's English voices and eSpeak NG's many languages;
 * `provider`, the AI provider's voices (audio.speech) when one is configured.
 */
export type TTextToSpeechEngineName = 'flite' | 'espeak' | 'provider';

/** One voice an engine offers, as the voices library lists it. */
export interface TSpeechVoice {
  engine: TTextToSpeechEngineName;
  /** The engine's own id (`slt`, `de+f3`); unique within its engine. */
  voiceId: string;
  /** Display name: "Slt", "German (female, eSpeak)". */
  name: string;
  /** BCP 47: `en-US`, `de`, `pt-BR`; `mul` for a voice that speaks any. */
  language: string;
  gender: TVoiceGender;
  /** Accent and character, in a sentence. */
  description: string;
}

/** One synthesis: the text spoken by a voice of the engine at a speed of 0.5–2×. */
export interface TSynthesis {
  voiceId: string;
  text: string;
  speed: number;
}

export interface TTextToSpeechEngine {
  readonly engine: TTextToSpeechEngineName;
  voices(): TSpeechVoice[];
  /** The speech as a 16-bit mono PCM WAV file; rejects with SpeechEngineError. */
  synthesize(request: TSynthesis, signal?: AbortSignal): Promise<Buffer>;
}

/** A stretch of the transcript, in seconds from the start of the audio. */
export interface TTranscriptSegment {
  start: number;
  end: number;
  text: string;
}

export interface TTranscript {
  text: string;
  segments: TTranscriptSegment[];
}

export interface TSpeechToTextEngine {
  /** PocketSphinx offline (English), or the AI provider (audio.transcriptions) when configured. */
  readonly engine: 'pocketsphinx' | 'provider';
  /** The languages it understands, as BCP 47 primary tags (`en`). */
  readonly languages: string[];
  /** Transcribes a 16 kHz mono 16-bit WAV (audio-codec.ts decodes any upload to one). */
  transcribe(wavPath: string, language: string, signal?: AbortSignal): Promise<TTranscript>;
}

/**
 * Why an engine failed: `unavailable` (not installed or not starting), `unknown-voice`,
 * `unsupported-language`, `not-audio` (an upload ffmpeg cannot decode as audio), `too-large`
 * (an output over its cap), `timeout`, `aborted` (the caller's signal), `failed` (anything else).
 */
export type TSpeechEngineErrorKind =
  | 'unavailable'
  | 'unknown-voice'
  | 'unsupported-language'
  | 'not-audio'
  | 'too-large'
  | 'timeout'
  | 'aborted'
  | 'failed';

/** Every failure of a speech engine or the codec; the message is for logs, not for users. */
export class SpeechEngineError extends Error {
  override readonly name = 'SpeechEngineError';

  constructor(
    readonly kind: TSpeechEngineErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

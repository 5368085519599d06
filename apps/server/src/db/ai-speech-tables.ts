import type { TSpeechEngine, TSpeechFormat, TVoiceGender } from '@inkwell/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { TBool, TDefaultBool, TTimestamp } from './types.js';

/** The voices library: what the engines on this install offer, kept in step at start. */
export interface AiVoicesTable {
  id: Generated<number>;
  engine: TSpeechEngine;
  /** The engine's own id (`slt`, `de+f3`, `alloy`); unique with the engine. */
  voice_id: string;
  name: string;
  language: string;
  gender: TVoiceGender;
  description: string;
  /** False once the engine no longer offers it (saved speeches keep its name). */
  active: TBool;
  /** The library's order. */
  position: number;
  /** The admin's switch: an engine's voice users may pick. */
  enabled: TDefaultBool;
  /** The admin's name for it, shown instead of the engine's. */
  custom_name: string | null;
  /** The voice the tool starts on for its language (at most one per language). */
  language_default: TDefaultBool;
}

/** One text read aloud: the text, the voice as it was, and the audio in the media storage. */
export interface AiSpeechesTable {
  id: Generated<number>;
  user_id: number;
  voice_id: number | null;
  voice_name: string;
  voice_language: string;
  engine: TSpeechEngine;
  text: string;
  speed: number;
  format: TSpeechFormat;
  duration_seconds: number;
  bytes: number;
  file_key: string;
  created_at: TTimestamp;
}

export type TVoiceRow = Selectable<AiVoicesTable>;
export type TNewVoice = Insertable<AiVoicesTable>;
export type TSpeechRow = Selectable<AiSpeechesTable>;
export type TNewSpeech = Insertable<AiSpeechesTable>;

import type { TTranscriptionStatus } from '@inkwell/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TTimestamp } from './types.js';

/**
 * One transcription job: the upload (kept as private media: the engine's 16 kHz WAV and an MP3
 * to replay), its state, the reservation it holds until it ends, and the result.
 */
export interface AiTranscriptionsTable {
  id: Generated<number>;
  user_id: number;
  status: TTranscriptionStatus;
  file_name: string;
  language: string;
  engine: string;
  duration_seconds: number;
  /** The 16 kHz mono WAV the engine reads, and the MP3 the page replays (written by the job). */
  wav_key: string;
  audio_key: string;
  /** The upload as sent, kept until the job decodes it (then null); wav_key and audio_key exist after. */
  upload_key: string | null;
  reservation_id: string;
  /** Runs started; a job interrupted by a restart runs again once, then fails. */
  attempts: number;
  /** The instance (instances.id) running it; only its runner writes its result. */
  runner: string | null;
  text: string | null;
  /** JSON: [{start, end, text}]. */
  segments: string;
  error: string | null;
  created_at: TTimestamp;
  started_at: TTimestamp | null;
  finished_at: TTimestamp | null;
}

export type TTranscriptionRow = Selectable<AiTranscriptionsTable>;
export type TNewTranscription = Insertable<AiTranscriptionsTable>;
export type TTranscriptionUpdate = Updateable<AiTranscriptionsTable>;

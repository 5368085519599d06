import type { TTranscription, TTranscriptSegment } from '@inkwell/contract';
import type { TTranscriptionRow } from '../../db/ai-transcription-tables.js';
import type { MediaLinks } from '../media/media-links.js';

/** PocketSphinx reads about this fast on these machines (seconds of work per second of audio). */
const EXPECTED_REAL_TIME_FACTOR = 0.5;

/** How far along a job probably is: 0 queued, 1 ended, and in between an estimate from its start. */
function progressOf(row: TTranscriptionRow, now: number): number {
  if (row.status === 'done' || row.status === 'failed') return 1;
  // Queued, or still decoding its upload (its length not measured yet).
  if (row.status === 'queued' || row.started_at === null || row.upload_key !== null) return 0;
  const expectedMs = (row.duration_seconds * EXPECTED_REAL_TIME_FACTOR + 1) * 1000;
  return Math.min(0.95, Math.max(0, (now - Date.parse(row.started_at)) / expectedMs));
}

function segmentsOf(row: TTranscriptionRow): TTranscriptSegment[] {
  try {
    const parsed: unknown = JSON.parse(row.segments);
    return Array.isArray(parsed) ? (parsed as TTranscriptSegment[]) : [];
  } catch {
    return [];
  }
}

/** A transcription as the API shows it, with a fresh signed link to replay its audio. */
export function toTranscription(row: TTranscriptionRow, links: MediaLinks, now = Date.now()): TTranscription {
  return {
    id: row.id,
    status: row.status,
    progress: Math.round(progressOf(row, now) * 100) / 100,
    file_name: row.file_name,
    language: row.language,
    duration_seconds: row.duration_seconds,
    text: row.text,
    segments: segmentsOf(row),
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
    audio_url: links.sign(row.audio_key),
  };
}

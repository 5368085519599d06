import type { TSavedSpeech } from '@inkwell/contract';
import type { TSpeechRow } from '../../db/ai-speech-tables.js';
import { downloadName } from '../media/download-name.js';
import type { MediaLinks } from '../media/media-links.js';

/** A saved speech as the API shows it, with fresh signed links to play and download its audio. */
export function toSavedSpeech(row: TSpeechRow, links: MediaLinks): TSavedSpeech {
  return {
    id: row.id,
    text: row.text,
    voice: { id: row.voice_id, name: row.voice_name, language: row.voice_language, engine: row.engine },
    speed: row.speed,
    format: row.format,
    duration_seconds: row.duration_seconds,
    bytes: row.bytes,
    created_at: row.created_at,
    audio_url: links.sign(row.file_key),
    download_url: links.sign(row.file_key, downloadName('speech', row.id, row.text, row.format)),
  };
}

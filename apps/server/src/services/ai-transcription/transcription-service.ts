import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  aiNotSetUpMessage,
  TRANSCRIPTION_MAX_BYTES,
  type TTranscription,
  type TTranscriptionOptions,
  type TTranscriptionsQuery,
  type TTranscriptionStart,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TTranscriptionRow } from '../../db/ai-transcription-tables.js';
import type { Database } from '../../db/types.js';
import { FieldError, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { TTempFile } from '../../lib/uploads/upload-sinks.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import { JOB_REFERENCE_PREFIX } from '../../repositories/reservation-repository.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from '../balance/balance-service.js';
import { SavedRuns } from '../ai-generations/saved-runs.js';
import { randomName, userMediaKey } from '../media/user-media.js';
import type { MediaLinks } from '../media/media-links.js';
import type { TranscriptionJobs } from './transcription-jobs.js';
import { minutesOf, wavUploadSeconds } from './transcription-upload.js';
import { toTranscription } from './transcription-views.js';
import type { VoiceLibrary } from '../ai-speech/voice-library.js';

export const TRANSCRIPTION_DETAIL = {
  notFound: 'Transcription not found.',
  unavailable: aiNotSetUpMessage('stt'),
  language: 'Pick one of the languages listed.',
  notAudio: 'This file is not audio that can be read. Upload WAV, MP3, M4A, Ogg, WebM or FLAC.',
  empty: 'This recording has no sound in it.',
  running: 'This transcription is running. Wait for it to finish, then delete it.',
};

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Speech to Text: one speech_to_text_tokens held before any work (402 when none is
 * left), the upload kept as private media, and a job queued that TranscriptionJobs runs: it
 * decodes and measures the upload in the speech queue (not audio, or longer than the plan's
 * minutes per transcription: the job fails saying so and the hold is released). The job and
 * its transcript are read back, listed and deleted here.
 */
export class TranscriptionService {
  readonly saved: SavedRuns<TTranscriptionRow, TTranscription, TTranscriptionsQuery>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly engines: VoiceLibrary,
    private readonly balances: BalanceService,
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
    private readonly jobs: TranscriptionJobs,
  ) {
    this.saved = new SavedRuns(
      repos.transcriptions,
      (row) => toTranscription(row, links),
      TRANSCRIPTION_DETAIL.notFound,
    );
  }

  async options(): Promise<TTranscriptionOptions> {
    const languages = new Map<string, TTranscriptionOptions['languages'][number]>();
    for (const engine of await this.engines.speechToText())
      for (const code of engine.languages)
        if (!languages.has(code))
          languages.set(code, { code, label: LANGUAGE_NAMES.of(code) ?? code, engine: engine.engine });
    return {
      languages: [...languages.values()].sort((a, b) => a.label.localeCompare(b.label, 'en')),
      max_bytes: TRANSCRIPTION_MAX_BYTES,
    };
  }

  /**
   * Checks what is cheap to check (the engine, the language, a WAV's length from its header),
   * holds one generation (402 when none is left), keeps the upload as it was sent and queues
   * the job. No decoder runs here: the job decodes and measures the upload in the speech queue.
   * The upload is a temporary file whose extension is one of the accepted audio extensions;
   * without a language, English.
   */
  async start(userId: number, upload: TTempFile, languageField?: string): Promise<TTranscriptionStart> {
    const language = languageField?.trim() ?? 'en';
    const stt = await this.engines.speechToText();
    if (stt.length === 0) throw new HttpError(503, TRANSCRIPTION_DETAIL.unavailable);
    const engine = stt.find((one) => one.languages.includes(language));
    if (!engine) throw new FieldError('language', TRANSCRIPTION_DETAIL.language);
    const seconds = await wavUploadSeconds(upload.path);
    if (seconds !== undefined)
      await this.balances.checkLimit(userId, 'speech_duration_limit', minutesOf(seconds));

    const name = randomName();
    const keys = {
      // A name of its own: an .mp3 or .wav upload would otherwise be the MP3 or WAV the job
      // stores, and removing the upload after decoding would remove it.
      upload_key: userMediaKey(userId, 'transcriptions', extname(upload.path).slice(1), `${name}-upload`),
      wav_key: userMediaKey(userId, 'transcriptions', 'wav', name),
      audio_key: userMediaKey(userId, 'transcriptions', 'mp3', name),
    };
    const reference = `${JOB_REFERENCE_PREFIX}stt:${userId}:${name}`;
    const reservation = await this.balances.reserve(userId, 'speech_to_text_tokens', 1, reference);
    try {
      await this.media.put(keys.upload_key, await readFile(upload.path));
      const row = await this.repos.transcriptions.create({
        user_id: userId,
        status: 'queued',
        file_name: upload.name || `audio${extname(upload.path)}`,
        language,
        engine: engine.engine,
        // Measured by the job; a WAV's header tells it already.
        duration_seconds: seconds === undefined ? 0 : Math.round(seconds * 100) / 100,
        ...keys,
        reservation_id: reservation.id,
        attempts: 0,
        segments: '[]',
        created_at: nowIso(),
      });
      this.jobs.kick();
      const balance = await this.balances.amount(userId, 'speech_to_text_tokens');
      return { job: toTranscription(row, this.links), balance };
    } catch (error) {
      await this.media.delete([keys.upload_key]).catch(() => undefined);
      await this.balances.release(reservation.id);
      throw error;
    }
  }

  /** The user's transcriptions for the account export, with links good for a few minutes. */
  async exportOf(userId: number): Promise<TTranscription[]> {
    return (await this.repos.transcriptions.findAllByUserId(userId)).map((row) =>
      toTranscription(row, this.links),
    );
  }

  /** Removes a transcription and its audio; a queued one gives its held unit back. */
  async delete(userId: number, id: number): Promise<void> {
    const row = await this.repos.transcriptions.findOwned(userId, id);
    if (!row) throw notFound(TRANSCRIPTION_DETAIL.notFound);
    if (row.status === 'running') throw new HttpError(409, TRANSCRIPTION_DETAIL.running);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repos.transcriptions.deleteOwned(userId, id, trx)))
        throw notFound(TRANSCRIPTION_DETAIL.notFound);
      if (row.status === 'queued') await this.balances.release(row.reservation_id, trx);
    });
    await this.media.delete([row.wav_key, row.audio_key, ...(row.upload_key ? [row.upload_key] : [])]);
  }
}

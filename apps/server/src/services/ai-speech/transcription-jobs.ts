import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TTranscriptionRow } from '../../db/ai-transcription-tables.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import { decodeToSpeechWav, encodeAudio } from '../../providers/speech/audio-codec.js';
import { SpeechEngineError } from '../../providers/speech/speech-engine.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from '../balance/balance-service.js';
import { TRANSCRIPTION_DETAIL } from './transcription-service.js';
import { minutesOf } from './transcription-upload.js';
import type { VoiceLibrary } from './voice-library.js';

/** A job interrupted this many times (server restarts mid-run) fails instead of running again. */
const MAX_ATTEMPTS = 2;

export const JOB_FAILURE = {
  engine: 'The transcription failed. Nothing was charged: please try again.',
  interrupted:
    'The server restarted twice while transcribing this file. Nothing was charged: please try again.',
  missing: 'Speech to text is no longer available on this server. Nothing was charged.',
};

/**
 * Runs speech-to-text jobs (ai_transcriptions) one by one per free slot of the speech queue.
 * A job is claimed in the database (queued → running), so two instances never run the same
 * one; it decodes and measures the upload in its slot (no decoder runs outside the queue),
 * then transcribes. It ends done (the transcript saved and its held unit charged, in one
 * transaction) or failed (the unit released). At start, a job left running by a stopped server runs again,
 * once; on close, the running ones are stopped and left for the next start.
 */
export class TranscriptionJobs {
  readonly #running = new Map<number, AbortController>();
  #closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly engines: VoiceLibrary,
    private readonly balances: BalanceService,
    private readonly media: TMediaStorage,
    private readonly queue: WorkQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Jobs a stopped server left running: queued again, or failed past MAX_ATTEMPTS; then run. */
  async recover(): Promise<void> {
    for (const job of await this.repos.transcriptions.findByStatus('running')) {
      if (job.attempts < MAX_ATTEMPTS)
        await this.repos.transcriptions.advance(job.id, 'running', { status: 'queued' });
      else await this.#fail(job, 'running', JOB_FAILURE.interrupted);
    }
    this.kick();
  }

  /** Starts every queued job this process can claim (each waits for a slot of the queue). */
  kick(): void {
    if (this.#closed) return;
    void this.repos.transcriptions
      .findByStatus('queued')
      .then((jobs) => Promise.all(jobs.map((job) => this.#run(job))))
      .catch((error: unknown) => this.log.error({ err: error }, 'transcription jobs could not be read'));
  }

  /** Stops the running jobs (they stay `running` in the database for the next start). */
  close(): void {
    this.#closed = true;
    for (const controller of this.#running.values()) controller.abort();
  }

  /** Waits for nothing to be running in this process (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async #run(job: TTranscriptionRow): Promise<void> {
    if (this.#running.has(job.id)) return;
    const controller = new AbortController();
    this.#running.set(job.id, controller);
    try {
      await this.queue.run(async () => {
        if (this.#closed || !(await this.repos.transcriptions.claim(job.id))) return;
        await this.#transcribe(job, controller.signal);
      });
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'a transcription job could not run');
    } finally {
      this.#running.delete(job.id);
    }
  }

  async #transcribe(job: TTranscriptionRow, signal: AbortSignal): Promise<void> {
    // The engine it was queued for, or another that knows its language (the provider removed meanwhile).
    const engines = (await this.engines.speechToText()).filter((one) => one.languages.includes(job.language));
    const engine = engines.find((one) => one.engine === job.engine) ?? engines[0];
    if (!engine) return this.#fail(job, 'running', JOB_FAILURE.missing);
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-stt-'));
    const path = join(dir, 'speech.wav');
    try {
      if (job.upload_key) {
        if (!(await this.#decode(job, job.upload_key, path, signal))) return;
      } else {
        const wav = await this.media.get(job.wav_key);
        if (!wav) return await this.#fail(job, 'running', JOB_FAILURE.missing);
        await writeFile(path, wav.bytes);
      }
      const transcript = await engine.transcribe(path, job.language, signal);
      await this.db.transaction().execute(async (trx) => {
        const saved = await this.repos.transcriptions.advance(
          job.id,
          'running',
          {
            status: 'done',
            text: transcript.text,
            segments: JSON.stringify(transcript.segments),
            finished_at: nowIso(),
          },
          trx,
        );
        // Deleted meanwhile: its hold was given back then.
        if (saved) await this.balances.settle(job.reservation_id, 1, `job:stt:${job.id}`, trx);
      });
    } catch (error) {
      // Stopped by a shutdown: it stays running, for the next start to run again.
      if (signal.aborted) return;
      // The user's file (not audio, too long) is no fault of the server's.
      if (error instanceof HttpError && error.statusCode < 500)
        this.log.info({ job: job.id, reason: error.message }, 'a transcription was refused');
      else this.log.error({ err: error, job: job.id }, 'a transcription failed');
      // A provider's failure says what to check (ai-errors.ts); an engine's is for the log only.
      const why = error instanceof HttpError ? `${error.message} Nothing was charged.` : JOB_FAILURE.engine;
      await this.#fail(job, 'running', why);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The job's first step: the upload as sent decoded to the engine's WAV (at `wavPath`) and
   * measured against the plan's minutes, the MP3 to replay encoded, both stored and the upload
   * removed. The user's file that cannot be used throws HttpError (not audio, silent: 400; too
   * long: 422), which fails the job with its message. False when the job is gone or failed.
   */
  async #decode(job: TTranscriptionRow, uploadKey: string, wavPath: string, signal: AbortSignal) {
    const upload = await this.media.get(uploadKey);
    if (!upload) return this.#fail(job, 'running', JOB_FAILURE.missing).then(() => false);
    const uploadPath = join(dirname(wavPath), `upload${extname(uploadKey)}`);
    await writeFile(uploadPath, upload.bytes);
    const limitMinutes = await this.balances.limit(job.user_id, 'speech_duration_limit');
    const seconds = await decodeToSpeechWav(uploadPath, wavPath, {
      maxSeconds: limitMinutes * 60,
      signal,
    }).catch((error: unknown) => {
      if (signal.aborted || !(error instanceof SpeechEngineError) || error.kind !== 'not-audio') throw error;
      throw new HttpError(400, TRANSCRIPTION_DETAIL.notAudio);
    });
    if (seconds <= 0) throw new HttpError(400, TRANSCRIPTION_DETAIL.empty);
    await this.balances.checkLimit(job.user_id, 'speech_duration_limit', minutesOf(seconds));
    const wav = await readFile(wavPath);
    const mp3 = await encodeAudio(wav, 'mp3', signal);
    await Promise.all([this.media.put(job.wav_key, wav), this.media.put(job.audio_key, mp3)]);
    const changes = { duration_seconds: Math.round(seconds * 100) / 100, upload_key: null };
    if (!(await this.repos.transcriptions.advance(job.id, 'running', changes))) {
      await this.media.delete([job.wav_key, job.audio_key]);
      return false;
    }
    await this.media.delete([uploadKey]);
    return true;
  }

  /** Ends a job as failed and gives its held unit back, in one transaction; its upload goes. */
  async #fail(job: TTranscriptionRow, from: TTranscriptionRow['status'], error: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (
        await this.repos.transcriptions.advance(
          job.id,
          from,
          { status: 'failed', error, finished_at: nowIso() },
          trx,
        )
      )
        await this.balances.release(job.reservation_id, trx);
    });
    if (job.upload_key) await this.media.delete([job.upload_key]);
  }
}

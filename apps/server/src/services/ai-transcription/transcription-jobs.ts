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
import { putAll, type TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TJobState } from '../../repositories/transcription-repository.js';
import type { BalanceService } from '../balance/balance-service.js';
import { TRANSCRIPTION_DETAIL } from './transcription-service.js';
import { minutesOf } from './transcription-upload.js';
import type { VoiceLibrary } from '../ai-speech/voice-library.js';

/** A job interrupted this many times (server restarts mid-run) fails instead of running again. */
const MAX_ATTEMPTS = 2;

export const JOB_FAILURE = {
  engine: 'The transcription failed. Nothing was charged: please try again.',
  interrupted:
    'The server restarted twice while transcribing this file. Nothing was charged: please try again.',
  missing: 'Speech to text is no longer available on this server. Nothing was charged.',
};

/**
 * Runs speech-to-text jobs (ai_transcriptions), one per free slot of the speech queue. A job
 * is claimed in the database only when a slot is free here and this instance has its engine
 * (queued → running, marked with this instance as its runner), so two instances never run the
 * same one, and a job waits for an instance that can run it. It decodes and measures the upload
 * in its slot (no decoder runs outside the queue), then transcribes. Only its runner writes
 * its end: done (the transcript saved and its held unit charged, in one transaction) or failed
 * (the unit released). A job whose runner stopped or died (its lease expired:
 * services/cluster/instance-leases.ts) is queued again by any instance's sweep, once; past two
 * tries it fails. Queued jobs are picked up by any instance, on an upload and at every sweep.
 */
export class TranscriptionJobs {
  readonly #running = new Map<number, AbortController>();
  /** A pick-up waits for a slot of the queue: one at a time, so a burst of kicks adds one. */
  #waiting = false;
  #closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly engines: VoiceLibrary,
    private readonly balances: BalanceService,
    private readonly media: TMediaStorage,
    private readonly queue: WorkQueue,
    private readonly log: FastifyBaseLogger,
    /** This instance (instances.id): the runner of the jobs it claims. */
    private readonly runner: string,
  ) {}

  /**
   * Takes the next queued job this instance can run once a slot of the queue is free, and
   * starts it (each claim looks for the next one). Cheap when nothing waits: one lookup.
   */
  kick(): void {
    if (this.#closed || this.#waiting) return;
    this.#waiting = true;
    this.queue
      .run(async () => {
        this.#waiting = false;
        await this.#runNext();
      })
      .catch((error: unknown) => {
        // The queue is full: the next upload or sweep looks again.
        this.#waiting = false;
        this.log.warn({ err: error }, 'transcription jobs wait for the speech queue');
      });
  }

  async #runNext(): Promise<void> {
    let job: TTranscriptionRow | undefined;
    try {
      job = await this.#claim();
      if (!job) return;
      const controller = new AbortController();
      this.#running.set(job.id, controller);
      this.kick();
      await this.#transcribe(job, controller.signal);
    } catch (error) {
      this.log.error({ err: error, job: job?.id }, 'a transcription job could not run');
    } finally {
      if (job) this.#running.delete(job.id);
    }
  }

  /**
   * Jobs whose runner's lease expired before `now`: queued again (for any instance), or failed
   * past MAX_ATTEMPTS. Each move is conditional on the job still being that runner's.
   */
  async requeueAbandoned(now: string): Promise<number> {
    let moved = 0;
    for (const job of await this.repos.transcriptions.findAbandoned(now))
      if (await this.#requeue(job)) moved += 1;
    return moved;
  }

  /**
   * Stops this instance's running jobs and hands them back: queued again for the others (or
   * failed past MAX_ATTEMPTS, as a restart would). Nothing is claimed here after.
   */
  async handBack(): Promise<number> {
    this.close();
    await this.idle();
    let moved = 0;
    for (const job of await this.repos.transcriptions.findRunningBy(this.runner))
      if (await this.#requeue(job)) moved += 1;
    return moved;
  }

  /** Stops the running jobs (they stay `running`, for the hand-back or the lease sweep). */
  close(): void {
    this.#closed = true;
    for (const controller of this.#running.values()) controller.abort();
  }

  /** Waits for nothing to be running in this process (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /**
   * The oldest queued job for an engine this instance has; the provider's always, since its
   * settings are the cluster's (without them here, the job falls back or fails as missing).
   */
  async #claim(): Promise<TTranscriptionRow | undefined> {
    if (this.#closed || !(await this.repos.transcriptions.hasQueued())) return undefined;
    const engines = (await this.engines.speechToText()).map((one) => one.engine);
    return this.repos.transcriptions.claimNext(this.runner, [...new Set([...engines, 'provider'])]);
  }

  async #requeue(job: TTranscriptionRow): Promise<boolean> {
    const from = { status: job.status, runner: job.runner };
    if (job.attempts < MAX_ATTEMPTS)
      return this.repos.transcriptions.advance(job.id, from, { status: 'queued', runner: null });
    return this.#fail(job, from, JOB_FAILURE.interrupted);
  }

  async #transcribe(job: TTranscriptionRow, signal: AbortSignal): Promise<void> {
    // The engine it was queued for, or another that knows its language (the provider removed meanwhile).
    const engines = (await this.engines.speechToText()).filter((one) => one.languages.includes(job.language));
    const engine = engines.find((one) => one.engine === job.engine) ?? engines[0];
    if (!engine) {
      await this.#fail(job, this.#mine, JOB_FAILURE.missing);
      return;
    }
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-stt-'));
    const path = join(dir, 'speech.wav');
    try {
      if (job.upload_key) {
        if (!(await this.#decode(job, job.upload_key, path, signal))) return;
      } else {
        const wav = await this.media.get(job.wav_key);
        if (!wav) {
          await this.#fail(job, this.#mine, JOB_FAILURE.missing);
          return;
        }
        await writeFile(path, wav.bytes);
      }
      const transcript = await engine.transcribe(path, job.language, signal);
      await this.db.transaction().execute(async (trx) => {
        const saved = await this.repos.transcriptions.advance(
          job.id,
          this.#mine,
          {
            status: 'done',
            text: transcript.text,
            segments: JSON.stringify(transcript.segments),
            finished_at: nowIso(),
          },
          trx,
        );
        // Deleted meanwhile (its hold was given back then), or no longer this instance's.
        if (saved) await this.balances.settle(job.reservation_id, 1, `job:stt:${job.id}`, trx);
      });
    } catch (error) {
      // Stopped by a shutdown: it stays running, for the hand-back or the lease sweep.
      if (signal.aborted) return;
      // The user's file (not audio, too long) is no fault of the server's.
      if (error instanceof HttpError && error.statusCode < 500)
        this.log.info({ job: job.id, reason: error.message }, 'a transcription was refused');
      else this.log.error({ err: error, job: job.id }, 'a transcription failed');
      // A provider's failure says what to check (ai-errors.ts); an engine's is for the log only.
      const why = error instanceof HttpError ? `${error.message} Nothing was charged.` : JOB_FAILURE.engine;
      await this.#fail(job, this.#mine, why);
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
    if (!upload) return this.#fail(job, this.#mine, JOB_FAILURE.missing).then(() => false);
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
    await putAll(this.media, [
      { key: job.wav_key, bytes: wav },
      { key: job.audio_key, bytes: mp3 },
    ]);
    const changes = { duration_seconds: Math.round(seconds * 100) / 100, upload_key: null };
    if (!(await this.repos.transcriptions.advance(job.id, this.#mine, changes))) {
      // Deleted meanwhile: its files go. (Queued again and taken by another runner: they are its.)
      if (!(await this.repos.transcriptions.findOwned(job.user_id, job.id)))
        await this.media.delete([job.wav_key, job.audio_key]);
      return false;
    }
    await this.media.delete([uploadKey]);
    return true;
  }

  /** A running job of this instance's, as its result's conditional writes name it. */
  get #mine(): TJobState {
    return { status: 'running', runner: this.runner };
  }

  /**
   * Ends a job as failed and gives its held unit back, in one transaction, if it is still
   * where `from` says (false if not); its upload goes.
   */
  async #fail(job: TTranscriptionRow, from: TJobState, error: string): Promise<boolean> {
    const failed = await this.db.transaction().execute(async (trx) => {
      const moved = await this.repos.transcriptions.advance(
        job.id,
        from,
        { status: 'failed', error, finished_at: nowIso() },
        trx,
      );
      if (moved) await this.balances.release(job.reservation_id, trx);
      return moved;
    });
    if (failed && job.upload_key) await this.media.delete([job.upload_key]);
    return failed;
  }
}

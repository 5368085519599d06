import type { TSavedSpeech, TSavedSpeechesQuery, TSpeechFormat, TSpeechResult } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TSpeechRow, TVoiceRow } from '../../db/ai-speech-tables.js';
import type { Database } from '../../db/types.js';
import { FieldError, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import { encodeAudio, wavDurationSeconds } from '../../providers/speech/audio-codec.js';
import { SpeechEngineError, type TTextToSpeechEngine } from '../../providers/speech/speech-engine.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from '../balance/balance-service.js';
import { SavedRuns } from '../ai-generations/saved-runs.js';
import { userMediaKey } from '../media/user-media.js';
import type { MediaLinks } from '../media/media-links.js';
import { joinWavs, splitForSpeech } from './speech-text.js';
import { toSavedSpeech } from './speech-views.js';
import type { VoiceLibrary } from './voice-library.js';

export const SPEECH_DETAIL = {
  notFound: 'Speech not found.',
  unknownVoice: 'Pick one of the voices listed.',
  engineMissing: 'This voice’s engine is not available on this server right now. Pick another voice.',
  codecMissing: 'Only WAV can be made on this server right now: its audio encoder is not available.',
  failed: 'The speech could not be made. Nothing was charged: please try again.',
  busy: 'Text to speech is busy right now. Please try again in a minute.',
};

/** POST ai/text-to-speech/ once its body is checked (ZSpeechRequestSchema). */
export interface TSpeechGeneration {
  text: string;
  voice_id: number;
  speed: number;
  format: TSpeechFormat;
}

/**
 * Text to Speech: a text read aloud by a voice of the library, one text_to_speech_tokens each.
 * The plan's characters per speech and the voice are checked before anything is held; the
 * engines run in their own processes (through `queue`, which bounds how many run at once), a
 * long text in parts joined after; the audio is stored as private media and charged once
 * saved.
 */
export class SpeechService {
  readonly saved: SavedRuns<TSpeechRow, TSavedSpeech, TSavedSpeechesQuery>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly voices: VoiceLibrary,
    private readonly balances: BalanceService,
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
    private readonly queue: WorkQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    this.saved = new SavedRuns(repos.speeches, (row) => toSavedSpeech(row, links), SPEECH_DETAIL.notFound);
  }

  async generate(userId: number, request: TSpeechGeneration): Promise<TSpeechResult> {
    const { voice, engine } = await this.#voice(request.voice_id);
    if (request.format !== 'wav' && !(await this.voices.engines()).codec)
      throw new FieldError('format', SPEECH_DETAIL.codecMissing);
    await this.balances.checkLimit(userId, 'text_character_length_limit', request.text.length);
    const reference = `tts:${userId}`;
    const reservation = await this.balances.reserve(userId, 'text_to_speech_tokens', 1, reference);
    const key = userMediaKey(userId, 'speech', request.format);
    try {
      const { audio, duration } = await this.queue.run(() => this.#speak(engine, voice, request));
      // A storage failure (a full disk, an unreachable bucket) is a StorageFault: 507 or 503.
      await this.media.put(key, audio);
      const saved = await this.db.transaction().execute(async (trx) => {
        const row = await this.repos.speeches.create(
          {
            user_id: userId,
            voice_id: voice.id,
            voice_name: voice.name,
            voice_language: voice.language,
            engine: voice.engine,
            text: request.text,
            speed: request.speed,
            format: request.format,
            duration_seconds: Math.round(duration * 100) / 100,
            bytes: audio.length,
            file_key: key,
            created_at: nowIso(),
          },
          trx,
        );
        await this.balances.settle(reservation.id, 1, reference, trx);
        return { row, balance: await this.balances.amount(userId, 'text_to_speech_tokens', trx) };
      });
      return { saved: toSavedSpeech(saved.row, this.links), balance: saved.balance };
    } catch (error) {
      await this.media.delete([key]).catch(() => undefined);
      await this.balances.release(reservation.id);
      throw error;
    }
  }

  /** The user's speeches for the account export, with links good for a few minutes. */
  async exportOf(userId: number): Promise<TSavedSpeech[]> {
    return (await this.repos.speeches.findAllByUserId(userId)).map((row) => toSavedSpeech(row, this.links));
  }

  /** Removes one of the user's speeches and its audio. */
  async delete(userId: number, id: number): Promise<void> {
    const row = await this.repos.speeches.findOwned(userId, id);
    if (!row || !(await this.repos.speeches.deleteOwned(userId, id))) throw notFound(SPEECH_DETAIL.notFound);
    await this.media.delete([row.file_key]);
  }

  async #voice(id: number): Promise<{ voice: TVoiceRow; engine: TTextToSpeechEngine }> {
    await this.voices.textToSpeech();
    const voice = await this.repos.voices.findActive(id);
    if (!voice) throw new FieldError('voice_id', SPEECH_DETAIL.unknownVoice);
    const engine = await this.voices.engineOf(voice);
    if (!engine) throw new HttpError(503, SPEECH_DETAIL.engineMissing);
    return { voice, engine };
  }

  /**
   * The text read in parts, joined, encoded; an engine's failure is logged and answered 502 (a
   * provider's is its own HttpError, mapped by ai-errors.ts).
   */
  async #speak(engine: TTextToSpeechEngine, voice: TVoiceRow, request: TSpeechGeneration) {
    try {
      const parts: Buffer[] = [];
      for (const text of splitForSpeech(request.text))
        parts.push(await engine.synthesize({ voiceId: voice.voice_id, text, speed: request.speed }));
      const wav = joinWavs(parts);
      const audio = request.format === 'wav' ? wav : await encodeAudio(wav, request.format);
      return { audio, duration: wavDurationSeconds(wav) };
    } catch (error) {
      if (!(error instanceof SpeechEngineError)) throw error;
      this.log.error({ err: error, engine: voice.engine, voice: voice.voice_id }, 'speech synthesis failed');
      throw new HttpError(502, SPEECH_DETAIL.failed);
    }
  }
}

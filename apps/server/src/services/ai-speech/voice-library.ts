import type { TVoice, TVoicesQuery } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TVoiceRow } from '../../db/ai-speech-tables.js';
import type { Database } from '../../db/types.js';
import type { TEnv } from '../../config/env.js';
import type { TByteRange } from '../../lib/byte-range.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { TAiProvider, TAiTarget } from '../../providers/ai/ai-provider.js';
import { providerVoices } from '../../providers/ai/speech-voices.js';
import type { TSpeechEngines } from '../../providers/speech/detect-speech-engines.js';
import { ProviderSpeechEngine } from '../../providers/speech/provider-speech-engine.js';
import { ProviderTranscriber } from '../../providers/speech/provider-transcriber.js';
import type { TSpeechToTextEngine, TTextToSpeechEngine } from '../../providers/speech/speech-engine.js';
import type { TMediaDownload, TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { MediaLinks } from '../media/media-links.js';
import { previewKey, VoicePreviews } from './voice-previews.js';

/** Where the provider's speech comes from: the AI settings and the provider behind them. */
export interface TSpeechProvider {
  provider: TAiProvider;
  settings: { target(capability: 'tts' | 'stt'): TAiTarget | undefined };
  env: Pick<TEnv, 'AI_TTS_VOICES'>;
}

/** How preview clips are made: through the speech queue, and ahead of time when `ahead`. */
export interface TPreviewOptions {
  queue: WorkQueue;
  log: FastifyBaseLogger;
  ahead: boolean;
}

/** Provider voices sort after the offline ones. */
const PROVIDER_POSITION = 10_000;

/**
 * The voices library and the speech engines: the offline engines this install really has, found at
 * start or on first use (detectSpeechEngines runs each one), and the AI provider's text to speech
 * and speech to text when AI_TTS_MODEL / AI_STT_MODEL (or AI Providers) name a model, read afresh
 * each time so a change on that page holds at once. The voices are kept in ai_voices, where saved
 * speeches point; each has a preview clip (voice-previews.ts), made ahead after each sync when
 * `ahead` is set, else on its first play.
 */
export class VoiceLibrary {
  #engines: Promise<TSpeechEngines> | undefined;
  /** The provider voices last written to ai_voices ('' for none), and that write. */
  #providerVoices: { signature: string; written: Promise<void> } | undefined;
  readonly #previews: VoicePreviews;
  #prepared: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
    private readonly detect: () => Promise<TSpeechEngines>,
    private readonly speechProvider: TSpeechProvider,
    private readonly previewOptions: TPreviewOptions,
  ) {
    const { queue, log } = previewOptions;
    this.#previews = new VoicePreviews(media, queue, log, (voice) => this.engineOf(voice));
  }

  /**
   * At start, without holding it up: the engines found and their voices synced, which makes
   * the missing preview clips ahead of time (when `ahead` is set).
   */
  prepare(): void {
    if (!this.previewOptions.ahead) return;
    this.#prepared = this.textToSpeech().then(
      () => undefined,
      (err: unknown) => this.previewOptions.log.error({ err }, 'preparing the speech engines failed'),
    );
  }

  /** Resolves once the start (prepare) and the preview clips asked to be made ahead so far are done. */
  async previewsMadeAhead(): Promise<void> {
    await this.#prepared;
    await this.#previews.madeAhead();
  }

  /** Stops making clips ahead (the server is closing); resolves once the one being made is done. */
  closePreviews(): Promise<void> {
    return this.#previews.close();
  }

  /** The engines found, their voices in the library (once per process). */
  engines(): Promise<TSpeechEngines> {
    this.#engines ??= this.detect().then(async (found) => {
      const voices = found.tts.flatMap((engine) =>
        engine
          .voices()
          .map(({ voiceId, engine: name, ...voice }) => ({ ...voice, engine: name, voice_id: voiceId })),
      );
      await this.db.transaction().execute((trx) => this.repos.voices.sync(['flite', 'espeak'], voices, trx));
      this.#makePreviewsAhead();
      return found;
    });
    return this.#engines;
  }

  /** The text-to-speech engines now: the offline ones found, and the provider's when configured. */
  async textToSpeech(): Promise<TTextToSpeechEngine[]> {
    const offline = (await this.engines()).tts;
    const provider = this.#providerSpeech();
    await this.#syncProviderVoices(provider);
    return provider ? [...offline, provider] : offline;
  }

  /** The speech-to-text engines now: the provider's first (it knows every language), then PocketSphinx. */
  async speechToText(): Promise<TSpeechToTextEngine[]> {
    const { stt, codec } = await this.engines();
    const target = this.speechProvider.settings.target('stt');
    // The provider is sent MP3 made by ffmpeg, which decodes every upload too.
    return target && codec ? [new ProviderTranscriber(this.speechProvider.provider, target), ...stt] : stt;
  }

  async list(query: TVoicesQuery): Promise<TVoice[]> {
    await this.textToSpeech();
    return (await this.repos.voices.listActive(query)).map((row) => this.#view(row));
  }

  /** The engine that speaks with this voice, or undefined when it is not on this install. */
  async engineOf(voice: TVoiceRow): Promise<TTextToSpeechEngine | undefined> {
    return (await this.textToSpeech()).find((engine) => engine.engine === voice.engine);
  }

  /**
   * The voice's preview clip (or the part `range` asks), made now if it is not yet; undefined
   * for an unknown voice or one no engine offers (a voice the admin switched off still plays
   * for the admin's list).
   */
  async preview(voiceId: number, range?: TByteRange): Promise<TMediaDownload | undefined> {
    await this.textToSpeech();
    const voice = await this.repos.voices.findById(voiceId);
    if (!voice?.active) return undefined;
    return this.#previews.open(voice, range);
  }

  /** The missing clips of the voices offered, made in the background (when `ahead` is set). */
  #makePreviewsAhead(ids?: readonly number[]): void {
    if (!this.previewOptions.ahead) return;
    this.#previews.makeAhead(async () => {
      const voices = await this.repos.voices.listActive();
      return ids ? voices.filter((voice) => ids.includes(voice.id)) : voices;
    });
  }

  #providerSpeech(): ProviderSpeechEngine | undefined {
    const target = this.speechProvider.settings.target('tts');
    if (!target) return undefined;
    const voices = providerVoices(target.model, this.speechProvider.env.AI_TTS_VOICES);
    return new ProviderSpeechEngine(this.speechProvider.provider, target, voices);
  }

  /**
   * The provider's voices in ai_voices, written when they changed (a model set or changed on
   * AI Providers); none when no model is set, so its voices leave the library (saved speeches
   * keep their name). A preview is the model's: a voice whose model changed gets a new clip.
   */
  async #syncProviderVoices(engine: ProviderSpeechEngine | undefined): Promise<void> {
    const voices = (engine?.voices() ?? []).map(({ voiceId, engine: name, ...voice }) => ({
      ...voice,
      engine: name,
      voice_id: voiceId,
    }));
    const signature = JSON.stringify(voices);
    if (this.#providerVoices?.signature !== signature) {
      const previous = this.#providerVoices?.written ?? Promise.resolve();
      const written = previous
        .catch(() => undefined)
        .then(async () => {
          const stale = await this.db.transaction().execute(async (trx) => {
            const before = await this.repos.voices.findByEngine('provider', trx);
            await this.repos.voices.sync(['provider'], voices, trx, PROVIDER_POSITION);
            const now = new Map(voices.map((voice) => [voice.voice_id, voice.description]));
            return before.filter((row) => now.has(row.voice_id) && now.get(row.voice_id) !== row.description);
          });
          await this.media.delete(stale.map((row) => previewKey(row.id)));
          if (voices.length > 0) this.#makePreviewsAhead();
        });
      this.#providerVoices = { signature, written };
      written.catch(() => {
        if (this.#providerVoices?.written === written) this.#providerVoices = undefined;
      });
    }
    await this.#providerVoices.written;
  }

  /** A signed link to the voice's preview clip. */
  previewUrl(voiceId: number): string {
    return this.links.sign(previewKey(voiceId));
  }

  /** Drops the preview clips of these voices; each is made again, ahead or on its next play. */
  async clearPreviews(voiceIds: number[]): Promise<void> {
    await this.media.delete(voiceIds.map(previewKey));
    this.#makePreviewsAhead(voiceIds);
  }

  #view(row: TVoiceRow): TVoice {
    return {
      id: row.id,
      engine: row.engine,
      name: row.custom_name ?? row.name,
      language: row.language,
      gender: row.gender,
      description: row.description,
      language_default: Boolean(row.language_default),
      preview_url: this.previewUrl(row.id),
    };
  }
}

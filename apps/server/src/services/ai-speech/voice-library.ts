import type { TVoice, TVoicesQuery } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TVoiceRow } from '../../db/ai-speech-tables.js';
import type { Database } from '../../db/types.js';
import type { TSpeechEngines } from '../../providers/speech/detect-speech-engines.js';
import type { TTextToSpeechEngine } from '../../providers/speech/speech-engine.js';
import { encodeAudio } from '../../providers/speech/audio-codec.js';
import type { TMediaStorage, TStoredMedia } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { MediaLinks } from '../media/media-links.js';
import { previewSentence } from './preview-sentences.js';

/** A voice's preview clip in the media storage: made on first play, kept. */
export const previewKey = (voiceId: number) => `voices/${voiceId}.mp3`;

/**
 * The voices library (issue 14): the engines this install really has, found on first use
 * (detectSpeechEngines runs each one), and their voices kept in ai_voices, where saved
 * speeches point. Each voice has a preview clip, synthesised the first time it is played.
 */
export class VoiceLibrary {
  #engines: Promise<TSpeechEngines> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
    private readonly detect: () => Promise<TSpeechEngines>,
  ) {}

  /** The engines found, their voices in the library (once per process). */
  engines(): Promise<TSpeechEngines> {
    this.#engines ??= this.detect().then(async (found) => {
      const voices = found.tts.flatMap((engine) =>
        engine
          .voices()
          .map(({ voiceId, engine: name, ...voice }) => ({ ...voice, engine: name, voice_id: voiceId })),
      );
      await this.db.transaction().execute((trx) => this.repos.voices.sync(['flite', 'espeak'], voices, trx));
      return found;
    });
    return this.#engines;
  }

  async list(query: TVoicesQuery): Promise<TVoice[]> {
    await this.engines();
    return (await this.repos.voices.listActive(query)).map((row) => this.#view(row));
  }

  /** The engine that speaks with this voice, or undefined when it is not on this install. */
  async engineOf(voice: TVoiceRow): Promise<TTextToSpeechEngine | undefined> {
    return (await this.engines()).tts.find((engine) => engine.engine === voice.engine);
  }

  /** The voice's preview clip, made now if it is the first time; undefined for an unknown voice. */
  async preview(voiceId: number): Promise<TStoredMedia | undefined> {
    await this.engines();
    const voice = await this.repos.voices.findActive(voiceId);
    if (!voice) return undefined;
    const stored = await this.media.get(previewKey(voice.id));
    if (stored) return stored;
    const engine = await this.engineOf(voice);
    if (!engine) return undefined;
    const wav = await engine.synthesize({
      voiceId: voice.voice_id,
      text: previewSentence(voice.language),
      speed: 1,
    });
    const mp3 = await encodeAudio(wav, 'mp3');
    await this.media.put(previewKey(voice.id), mp3);
    return { bytes: mp3, contentType: 'audio/mpeg' };
  }

  #view(row: TVoiceRow): TVoice {
    return {
      id: row.id,
      engine: row.engine,
      name: row.name,
      language: row.language,
      gender: row.gender,
      description: row.description,
      preview_url: this.links.sign(previewKey(row.id)),
    };
  }
}

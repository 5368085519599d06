import type { FastifyBaseLogger } from 'fastify';
import type { TVoiceRow } from '../../db/ai-speech-tables.js';
import type { TByteRange } from '../../lib/byte-range.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import { encodeAudio } from '../../providers/speech/audio-codec.js';
import type { TTextToSpeechEngine } from '../../providers/speech/speech-engine.js';
import type { TMediaDownload, TMediaStorage } from '../../providers/storage/media-storage.js';
import { previewSentence } from './preview-sentences.js';

/** A voice's preview clip in the media storage: made once, kept. */
export const previewKey = (voiceId: number) => `voices/${voiceId}.mp3`;

/**
 * The voices' preview clips. A clip is made once and kept: ahead of time after the engines'
 * voices are synced (and after an admin drops the clips), else on its first play. Every
 * making runs through the speech queue, beside text to speech, so previews never start more
 * engine processes (or provider calls) than it allows; whoever asks for a clip being made
 * waits for that making rather than starting another.
 */
export class VoicePreviews {
  readonly #making = new Map<number, Promise<boolean>>();
  /** The clips being made ahead, one pass after another. */
  #ahead: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly media: TMediaStorage,
    private readonly queue: WorkQueue,
    private readonly log: FastifyBaseLogger,
    private readonly engineOf: (voice: TVoiceRow) => Promise<TTextToSpeechEngine | undefined>,
  ) {}

  /** The voice's clip (or the part `range` asks), made first when there is none; undefined when no engine offers the voice. */
  async open(voice: TVoiceRow, range?: TByteRange): Promise<TMediaDownload | undefined> {
    const stored = await this.media.open(previewKey(voice.id), range);
    if (stored) return stored;
    return (await this.make(voice)) ? this.media.open(previewKey(voice.id), range) : undefined;
  }

  /** Makes the voice's clip unless it is stored: true once it is, false when no engine offers the voice. */
  make(voice: TVoiceRow): Promise<boolean> {
    let making = this.#making.get(voice.id);
    if (!making) {
      making = this.#make(voice).finally(() => this.#making.delete(voice.id));
      this.#making.set(voice.id, making);
    }
    return making;
  }

  /**
   * Makes the missing clips of these voices in the background, one at a time, after the passes
   * asked before; a clip that fails is logged and the next one made.
   */
  makeAhead(voices: () => Promise<TVoiceRow[]>): void {
    this.#ahead = this.#ahead
      .then(async () => {
        for (const voice of await voices()) {
          if (this.#closed) return;
          await this.make(voice).catch((err: unknown) =>
            this.log.warn({ err, voice: voice.id }, 'making a voice preview ahead failed'),
          );
        }
      })
      .catch((err: unknown) => this.log.error({ err }, 'making voice previews ahead failed'));
  }

  /** Resolves once every clip asked to be made ahead so far is made (or failed). */
  madeAhead(): Promise<void> {
    return this.#ahead;
  }

  /** Makes nothing more ahead; resolves once the clip being made is done. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#ahead;
  }

  async #make(voice: TVoiceRow): Promise<boolean> {
    if (await this.media.has(previewKey(voice.id))) return true;
    const engine = await this.engineOf(voice);
    if (!engine) return false;
    const mp3 = await this.queue.run(async () => {
      const text = previewSentence(voice.language);
      const wav = await engine.synthesize({ voiceId: voice.voice_id, text, speed: 1 });
      return encodeAudio(wav, 'mp3');
    });
    await this.media.put(previewKey(voice.id), mp3);
    return true;
  }
}

import type {
  TAdminVoice,
  TAdminVoicesResponse,
  TVoicePreviewsCleared,
  TVoiceUpdate,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TVoiceRow } from '../../db/ai-speech-tables.js';
import type { Database } from '../../db/types.js';
import { FieldError, notFound } from '../../lib/http-error.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import type { VoiceLibrary } from './voice-library.js';

export const VOICE_DETAIL = {
  notFound: 'This voice does not exist.',
  defaultOff: 'Switch the voice on before making it its language’s default.',
} as const;

/** The primary tag a voice's default is per: `en` for en-US and en-GB. */
export const primaryLanguage = (language: string) => language.toLowerCase().split('-')[0]!;

/**
 * The voices library as an operator shapes it: the engines decide which voices exist (synced at
 * start); the admin switches each on or off, renames it, picks one default per language and has
 * the preview clips made again. Audited in the change's transaction.
 */
export class VoiceCatalogue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly library: VoiceLibrary,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<TAdminVoicesResponse> {
    await this.library.textToSpeech();
    const [rows, speeches] = await Promise.all([
      this.repos.voices.findAll(),
      this.repos.voices.countSpeeches(),
    ]);
    return rows.map((row) => this.#view(row, speeches.get(row.id) ?? 0));
  }

  async update(id: number, input: TVoiceUpdate, actor: TAdminActor): Promise<TAdminVoice> {
    const voice = await this.#find(id);
    const enabled = input.enabled ?? Boolean(voice.enabled);
    if (input.language_default && !enabled) throw new FieldError('language_default', VOICE_DETAIL.defaultOff);
    const changes: { enabled?: boolean; custom_name?: string | null; language_default?: boolean } = {};
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.name !== undefined) changes.custom_name = input.name === '' ? null : input.name;
    if (input.language_default !== undefined) changes.language_default = input.language_default;
    // A voice switched off is no longer its language's default.
    if (!enabled) changes.language_default = false;
    await this.db.transaction().execute(async (trx) => {
      await this.repos.voices.update(id, changes, trx);
      if (changes.language_default)
        await this.repos.voices.clearLanguageDefault(primaryLanguage(voice.language), id, trx);
      await this.audit.record(
        actor,
        {
          action: 'voice.update',
          target_type: 'voice',
          target_id: id,
          before: {
            enabled: Boolean(voice.enabled),
            name: voice.custom_name ?? voice.name,
            language_default: Boolean(voice.language_default),
          },
          after: { ...input },
        },
        trx,
      );
    });
    const speeches = (await this.repos.voices.countSpeeches()).get(id) ?? 0;
    return this.#view(await this.#find(id), speeches);
  }

  /**
   * Drops every preview clip (or one voice's): each is made again from the engine as it is now,
   * in the background at once (VOICE_PREVIEWS_AHEAD), else on its next play. The change is to
   * media storage, which no database transaction spans, so the audit line (its only row) is
   * written once the clips are gone: the log never names a clearing that failed, and a process
   * that dies between the two loses only the line about a cache it emptied.
   */
  async regeneratePreviews(actor: TAdminActor, voiceId?: number): Promise<TVoicePreviewsCleared> {
    const ids =
      voiceId === undefined
        ? (await this.repos.voices.findAll()).map((row) => row.id)
        : [(await this.#find(voiceId)).id];
    await this.library.clearPreviews(ids);
    await this.audit.record(actor, {
      action: 'voice.previews',
      target_type: 'voice',
      target_id: voiceId ?? null,
      after: { cleared: ids.length },
    });
    return { cleared: ids.length };
  }

  async #find(id: number): Promise<TVoiceRow> {
    const row = await this.repos.voices.findById(id);
    if (!row) throw notFound(VOICE_DETAIL.notFound);
    return row;
  }

  #view(row: TVoiceRow, speeches: number): TAdminVoice {
    return {
      id: row.id,
      engine: row.engine,
      name: row.custom_name ?? row.name,
      engine_name: row.name,
      language: row.language,
      gender: row.gender,
      description: row.description,
      available: Boolean(row.active),
      enabled: Boolean(row.enabled),
      language_default: Boolean(row.language_default),
      speeches,
      preview_url: this.library.previewUrl(row.id),
    };
  }
}

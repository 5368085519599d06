import { ANY_LANGUAGE, type TSpeechEngine, type TVoicesQuery } from '@inkwell/contract';
import type { TNewVoice, TVoiceRow } from '../db/ai-speech-tables.js';
import type { TExecutor } from './executor.js';

/** ai_voices: the voices library. */
export class VoiceRepository {
  constructor(private readonly db: TExecutor) {}

  /**
   * Makes the library what the engines offer now: each voice inserted or updated by engine and
   * voice id (its row id, which saved speeches point at, stays), in the order given; a voice of
   * one of `engines` that is no longer offered is deactivated, not deleted. Run it in a
   * transaction.
   */
  async sync(
    engines: readonly TSpeechEngine[],
    voices: Omit<TNewVoice, 'active' | 'position'>[],
    trx: TExecutor = this.db,
    firstPosition = 0,
  ): Promise<void> {
    if (engines.length > 0)
      await trx.updateTable('ai_voices').set({ active: false }).where('engine', 'in', engines).execute();
    for (const [index, voice] of voices.entries()) {
      const row = { ...voice, active: true, position: firstPosition + index };
      await trx
        .insertInto('ai_voices')
        .values(row)
        .onConflict((conflict) => conflict.columns(['engine', 'voice_id']).doUpdateSet(row))
        .execute();
    }
  }

  /** Every voice of an engine, active or not. */
  findByEngine(engine: TSpeechEngine, trx: TExecutor = this.db): Promise<TVoiceRow[]> {
    return trx.selectFrom('ai_voices').selectAll().where('engine', '=', engine).execute();
  }

  /**
   * The active voices, in the library's order, filtered by language (its prefix; a voice that
   * speaks any language matches every one), gender and engine.
   */
  async listActive(query: TVoicesQuery = {}, trx: TExecutor = this.db): Promise<TVoiceRow[]> {
    let select = trx
      .selectFrom('ai_voices')
      .selectAll()
      .where('active', '=', true)
      .where('enabled', '=', true);
    if (query.gender) select = select.where('gender', '=', query.gender);
    if (query.engine) select = select.where('engine', '=', query.engine);
    if (query.language) {
      const language = query.language.toLowerCase();
      select = select.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['language']), '=', language),
          eb(eb.fn('lower', ['language']), 'like', `${language}-%`),
          eb('language', '=', ANY_LANGUAGE),
        ]),
      );
    }
    return select.orderBy('position').orderBy('id').execute();
  }

  /** A voice users may pick: offered by its engine and switched on by the admin. */
  async findActive(id: number, trx: TExecutor = this.db): Promise<TVoiceRow | undefined> {
    return trx
      .selectFrom('ai_voices')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .where('enabled', '=', true)
      .executeTakeFirst();
  }

  /** Every voice, offered or not, in the library's order (the admin's list). */
  findAll(trx: TExecutor = this.db): Promise<TVoiceRow[]> {
    return trx.selectFrom('ai_voices').selectAll().orderBy('position').orderBy('id').execute();
  }

  findById(id: number, trx: TExecutor = this.db): Promise<TVoiceRow | undefined> {
    return trx.selectFrom('ai_voices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The admin's choices (the engines' facts are written by sync). */
  async update(
    id: number,
    changes: { enabled?: boolean; custom_name?: string | null; language_default?: boolean },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx.updateTable('ai_voices').set(changes).where('id', '=', id).execute();
  }

  /** Takes the default mark off every other voice of `language` (a primary tag such as `en`). */
  async clearLanguageDefault(language: string, keep: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('ai_voices')
      .set({ language_default: false })
      .where('id', '!=', keep)
      .where('language_default', '=', true)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['language']), '=', language),
          eb(eb.fn('lower', ['language']), 'like', `${language}-%`),
        ]),
      )
      .execute();
  }

  /** How many saved speeches each voice has. */
  async countSpeeches(trx: TExecutor = this.db): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('ai_speeches')
      .select((eb) => ['voice_id', eb.fn.countAll<number | string>().as('count')])
      .where('voice_id', 'is not', null)
      .groupBy('voice_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.voice_id), Number(row.count)]));
  }
}

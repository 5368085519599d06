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
    let select = trx.selectFrom('ai_voices').selectAll().where('active', '=', true);
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

  async findActive(id: number, trx: TExecutor = this.db): Promise<TVoiceRow | undefined> {
    return trx
      .selectFrom('ai_voices')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
  }
}

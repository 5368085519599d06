import { ANSWER_STREAM_WORDS, type TAiCapability, type TConsumableCapability } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { notConfigured, providerFailure } from '../../providers/ai/ai-errors.js';
import type { TAiProvider, TAiTarget, TChatStream, TChatTurn } from '../../providers/ai/ai-provider.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { BalanceService, TReservation } from '../balance/balance-service.js';
import { InsufficientBalanceError } from '../balance/balance-errors.js';
import type { Generation, TGenerationKey } from './generation.js';
import { refusalEnd, stoppedBeforeAnswer } from './generation-ends.js';
import type { TGenerationRegistry } from './generation-registry.js';

/** How a one-unit run ended when it is kept: in full, or by the user's Stop after some output. */
export type TUnitRunStatus = 'complete' | 'stopped';

export interface TUnitRun<TSaved> {
  userId: number;
  /** The balance one run costs one of. */
  balance: Extract<TConsumableCapability, 'code_generation_tokens' | 'template_generation_tokens'>;
  /** The AI capability whose provider and model answer. */
  capability: Extract<TAiCapability, 'code' | 'template'>;
  /** What may have one run at a time: the user's tool. */
  key: TGenerationKey;
  /** What the tool is called in a 409. */
  busy: string;
  messages: TChatTurn[];
  /** Saves the run inside the settling transaction; its answer is the `done` event's `saved`. */
  save(result: { text: string; status: TUnitRunStatus; model: string }, trx: TExecutor): Promise<TSaved>;
}

export const UNIT_RUN_FAILED =
  'The AI provider stopped answering before the end. Nothing was saved or charged: please try again.';

/**
 * Runs that cost one unit (AI Code, Templates), streamed like the chats' answers: refused
 * before anything is spent (503, 409, 402, the provider's refusal), one unit held, the answer
 * streamed; kept and charged when it completes or is stopped after some output; released when
 * the provider fails. Stop (abort) closes the upstream request; a Stop before the provider's
 * first byte refuses the start as stopped, with nothing held.
 */
export class UnitGenerator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: TEnv,
    private readonly provider: TAiProvider,
    private readonly settings: { target(capability: TAiCapability): TAiTarget | undefined },
    private readonly balances: BalanceService,
    private readonly generations: TGenerationRegistry,
  ) {}

  /** Starts a run; resolves once the provider accepted it, with the generation to follow. */
  async start<TSaved>(run: TUnitRun<TSaved>): Promise<Generation> {
    const target = this.settings.target(run.capability);
    if (target === undefined) throw notConfigured(run.capability);
    const generation = await this.generations.start(run.key, run.userId);
    if (!generation)
      throw new HttpError(409, `${run.busy} is already writing an answer for you. Wait for it or stop it.`);
    try {
      const { stream, reservation } = await this.#accept(run, target, generation);
      void this.#run(run, target, stream, reservation, generation);
      return generation;
    } catch (error) {
      // Refused (or stopped) before a byte: the generation ends here, so whoever waits on it goes on.
      this.generations.finish(generation, refusalEnd(error));
      throw error;
    }
  }

  /** Stops the user's running run of this key; what was written is kept as stopped. */
  async stop(key: TGenerationKey, busy: string): Promise<void> {
    if (!(await this.generations.stop(key)))
      throw new HttpError(409, `${busy} is not writing anything for you right now.`);
  }

  /** Holds one unit and asks the provider; a refusal or a Stop on the way releases the hold. */
  async #accept<TSaved>(
    run: TUnitRun<TSaved>,
    target: TAiTarget,
    generation: Generation,
  ): Promise<{ stream: TChatStream; reservation: TReservation }> {
    if ((await this.balances.amount(run.userId, run.balance)) < 1)
      throw new InsufficientBalanceError(run.balance, 1);
    if (generation.stopped) throw stoppedBeforeAnswer();
    const reservation = await this.balances.reserve(run.userId, run.balance, 1, `${run.key}`);
    try {
      const stream = await this.provider.streamChat(target, {
        messages: run.messages,
        maxOutputTokens: this.env.AI_MAX_OUTPUT_TOKENS,
        signal: generation.controller.signal,
      });
      return { stream, reservation };
    } catch (error) {
      await this.balances.release(reservation.id);
      throw generation.stopped ? stoppedBeforeAnswer() : providerFailure(error);
    }
  }

  async #run<TSaved>(
    run: TUnitRun<TSaved>,
    target: TAiTarget,
    stream: TChatStream,
    reservation: TReservation,
    generation: Generation,
  ): Promise<void> {
    let failed = false;
    try {
      for await (const piece of stream.pieces) generation.push(piece);
    } catch {
      failed = !generation.controller.signal.aborted;
    }
    const stopped = generation.controller.signal.aborted;
    try {
      if (failed || (stopped && generation.text === '')) {
        await this.balances.release(reservation.id);
        this.generations.finish(generation, {
          event: 'error',
          data: { detail: failed ? UNIT_RUN_FAILED : ANSWER_STREAM_WORDS.stoppedBeforeAnswer },
        });
        return;
      }
      const { saved, balance } = await this.db.transaction().execute(async (trx) => {
        const status: TUnitRunStatus = stopped ? 'stopped' : 'complete';
        const kept = await run.save({ text: generation.text, status, model: target.model }, trx);
        await this.balances.settle(reservation.id, 1, `${run.key}`, trx);
        return { saved: kept, balance: await this.balances.amount(run.userId, run.balance, trx) };
      });
      this.generations.finish(generation, { event: 'done', data: { saved, balance } });
    } catch {
      // The database failed while saving: the held unit is released by the stale sweep.
      this.generations.finish(generation, {
        event: 'error',
        data: { detail: 'The answer could not be saved.' },
      });
    }
  }
}

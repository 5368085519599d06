import type { TAiCapability, TConsumableCapability } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { notConfigured, providerFailure } from '../../providers/ai/ai-errors.js';
import type { TAiProvider, TAiTarget, TChatStream, TChatTurn } from '../../providers/ai/ai-provider.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { BalanceService, TReservation } from '../balance/balance-service.js';
import { InsufficientBalanceError } from '../balance/balance-errors.js';
import type { Generation, Generations, TGenerationKey } from './generations.js';

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
 * the provider fails. Stop (abort) closes the upstream request.
 */
export class UnitGenerator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: TEnv,
    private readonly provider: TAiProvider,
    private readonly settings: { target(capability: TAiCapability): TAiTarget | undefined },
    private readonly balances: BalanceService,
    private readonly generations: Generations,
  ) {}

  /** Starts a run; resolves once the provider accepted it, with the generation to follow. */
  async start<TSaved>(run: TUnitRun<TSaved>): Promise<Generation> {
    const target = this.settings.target(run.capability);
    if (target === undefined) throw notConfigured(run.capability);
    if (!this.generations.claim(run.key, run.userId))
      throw new HttpError(409, `${run.busy} is already writing an answer for you. Wait for it or stop it.`);
    try {
      if ((await this.balances.amount(run.userId, run.balance)) < 1)
        throw new InsufficientBalanceError(run.balance, 1);
      const reservation = await this.balances.reserve(run.userId, run.balance, 1, `${run.key}`);
      const generation = this.generations.start(run.key);
      let stream: TChatStream;
      try {
        stream = await this.provider.streamChat(target, {
          messages: run.messages,
          maxOutputTokens: this.env.AI_MAX_OUTPUT_TOKENS,
          signal: generation.controller.signal,
        });
      } catch (error) {
        await this.balances.release(reservation.id);
        throw providerFailure(error);
      }
      void this.#run(run, target, stream, reservation, generation);
      return generation;
    } catch (error) {
      this.generations.unclaim(run.key);
      throw error;
    }
  }

  /** Stops the user's running run of this key; what was written is kept as stopped. */
  async stop(key: TGenerationKey, busy: string): Promise<void> {
    const running = this.generations.find(key);
    if (!running) throw new HttpError(409, `${busy} is not writing anything for you right now.`);
    running.controller.abort();
    await running.settled;
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
        this.generations.unclaim(run.key);
        generation.finish({
          event: 'error',
          data: {
            detail: failed ? UNIT_RUN_FAILED : 'Stopped before any answer: nothing was saved or charged.',
          },
        });
        return;
      }
      const { saved, balance } = await this.db.transaction().execute(async (trx) => {
        const status: TUnitRunStatus = stopped ? 'stopped' : 'complete';
        const kept = await run.save({ text: generation.text, status, model: target.model }, trx);
        await this.balances.settle(reservation.id, 1, `${run.key}`, trx);
        return { saved: kept, balance: await this.balances.amount(run.userId, run.balance, trx) };
      });
      this.generations.unclaim(run.key);
      generation.finish({ event: 'done', data: { saved, balance } });
    } catch {
      // The database failed while saving: the held unit is released by the stale sweep.
      this.generations.unclaim(run.key);
      generation.finish({ event: 'error', data: { detail: 'The answer could not be saved.' } });
    }
  }
}

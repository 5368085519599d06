import type { TProviderCallKind, TProviderCallOutcome } from '@inkwell/contract';
import { sql } from 'kysely';
import { PROVIDER_LATENCY_BUCKET_COLUMNS } from '../db/overview-tables.js';
import type { TExecutor } from './executor.js';

/** One hour, kind and outcome of provider calls, as added to ai_provider_stats. */
export interface TProviderStatsDelta {
  hour: string;
  kind: TProviderCallKind;
  outcome: TProviderCallOutcome;
  calls: number;
  latency_ms_sum: number;
  latency_ms_max: number;
  buckets: number[];
}

/**
 * The overview's roll-ups: spending entries per closed hour and tool, recomputed from the ledger
 * (so rolling an hour twice, or on two instances at once, writes the same counts); provider call
 * statistics added to per hour.
 */
export class RollupRepository {
  constructor(private readonly db: TExecutor) {}

  /** Counts the ledger's spending entries of [from, to) per UTC hour and tool into spend_hourly. */
  async rollSpend(from: string | null, to: string, trx: TExecutor = this.db): Promise<void> {
    const hour = sql<string>`substr(created_at, 1, 13)`;
    let counted = trx
      .selectFrom('balance_ledger')
      .select((eb) => [hour.as('hour'), 'capability', eb.fn.countAll<number>().as('entries')])
      .where('reason', '=', 'spend')
      .where('created_at', '<', to);
    if (from) counted = counted.where('created_at', '>=', from);
    await trx
      .insertInto('spend_hourly')
      .columns(['hour', 'capability', 'entries'])
      .expression(counted.groupBy([hour, 'capability']))
      .onConflict((conflict) =>
        conflict
          .columns(['hour', 'capability'])
          .doUpdateSet((eb) => ({ entries: eb.ref('excluded.entries') })),
      )
      .execute();
  }

  /**
   * Records a batch of provider statistics by its id; false when it was recorded before (its
   * first write committed): the caller then adds nothing. Batches older than `expireBefore` are forgotten.
   */
  async claimProviderFlush(
    id: string,
    at: string,
    expireBefore: string,
    trx: TExecutor = this.db,
  ): Promise<boolean> {
    await trx.deleteFrom('ai_provider_stats_flushes').where('flushed_at', '<', expireBefore).execute();
    const inserted = await trx
      .insertInto('ai_provider_stats_flushes')
      .values({ id, flushed_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Adds calls to their hours' rows. */
  async addProviderStats(deltas: TProviderStatsDelta[], trx: TExecutor = this.db): Promise<void> {
    for (const delta of deltas) {
      const buckets = Object.fromEntries(
        PROVIDER_LATENCY_BUCKET_COLUMNS.map((b, i) => [b, delta.buckets[i] ?? 0]),
      );
      await trx
        .insertInto('ai_provider_stats')
        .values({
          hour: delta.hour,
          kind: delta.kind,
          outcome: delta.outcome,
          calls: delta.calls,
          latency_ms_sum: delta.latency_ms_sum,
          latency_ms_max: delta.latency_ms_max,
          ...buckets,
        })
        .onConflict((conflict) =>
          conflict.columns(['hour', 'kind', 'outcome']).doUpdateSet((eb) => ({
            calls: eb('ai_provider_stats.calls', '+', eb.ref('excluded.calls')),
            latency_ms_sum: eb('ai_provider_stats.latency_ms_sum', '+', eb.ref('excluded.latency_ms_sum')),
            latency_ms_max: sql<number>`CASE WHEN ai_provider_stats.latency_ms_max > excluded.latency_ms_max
              THEN ai_provider_stats.latency_ms_max ELSE excluded.latency_ms_max END`,
            ...Object.fromEntries(
              PROVIDER_LATENCY_BUCKET_COLUMNS.map((b) => [
                b,
                eb(`ai_provider_stats.${b}`, '+', eb.ref(`excluded.${b}`)),
              ]),
            ),
          })),
        )
        .execute();
    }
  }
}

import type { TClaimRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

/**
 * balance_claims: what an order's refund could not take from the balance because a hold had
 * it. The hold's release or settlement collects it from what flows back (services/balance).
 */
export class ClaimRepository {
  constructor(private readonly db: TExecutor) {}

  async create(
    claim: { reservation_id: string; order_id: number; amount: number },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx
      .insertInto('balance_claims')
      .values({ ...claim, created_at: nowIso() })
      .execute();
  }

  /** The claims on one hold, oldest first. */
  async findByReservation(reservationId: string, trx: TExecutor = this.db): Promise<TClaimRow[]> {
    return trx
      .selectFrom('balance_claims')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  }

  /** Per hold: how much of it refunds have claimed already. */
  async sumByReservations(reservationIds: string[], trx: TExecutor = this.db): Promise<Map<string, number>> {
    if (reservationIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom('balance_claims')
      .select((eb) => ['reservation_id', eb.fn.sum<number>('amount').as('total')])
      .where('reservation_id', 'in', reservationIds)
      .groupBy('reservation_id')
      .execute();
    return new Map(rows.map((row) => [row.reservation_id, Number(row.total)]));
  }
}

import type { TCapability } from '@inkwell/contract';
import type { TReservationRow, TReservationStatus } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { withoutLiveLease } from './lease-condition.js';

/** References of reservations held by persisted jobs (a transcription waiting or running). */
export const JOB_REFERENCE_PREFIX = 'job:';

/** Balance held for a generation in flight: held → settled or released, exactly once. */
export class ReservationRepository {
  constructor(private readonly db: TExecutor) {}

  async create(
    reservation: {
      id: string;
      user_id: number;
      capability: TCapability;
      amount: number;
      reference: string;
      /** The instance whose request holds it (instances.id). */
      holder: string;
    },
    trx: TExecutor = this.db,
  ): Promise<void> {
    const now = nowIso();
    await trx
      .insertInto('balance_reservations')
      .values({ ...reservation, status: 'held', created_at: now, updated_at: now })
      .execute();
  }

  /** Closes a held reservation; the row when this call closed it, undefined if already closed. */
  async close(
    id: string,
    status: Exclude<TReservationStatus, 'held'>,
    trx: TExecutor = this.db,
  ): Promise<TReservationRow | undefined> {
    return trx
      .updateTable('balance_reservations')
      .set({ status, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'held')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The user's holds of one capability, oldest first, locked for the caller's transaction (a
   * conditional update: PostgreSQL locks the rows until the commit; SQLite writes one at a
   * time). Taken before the balance row, in the order a release takes them (hold, then balance).
   */
  async lockHeld(
    userId: number,
    capability: TCapability,
    trx: TExecutor = this.db,
  ): Promise<Pick<TReservationRow, 'id' | 'amount' | 'created_at'>[]> {
    const rows = await trx
      .updateTable('balance_reservations')
      .set({ updated_at: nowIso() })
      .where('user_id', '=', userId)
      .where('capability', '=', capability)
      .where('status', '=', 'held')
      .returning(['id', 'amount', 'created_at'])
      .execute();
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  /**
   * Holds whose holder's lease expired (or that name no instance): what a stopped or killed
   * instance left. A job's hold stays with its job once the job's row names it
   * (transcription-jobs.ts); one that no job names was left by an instance killed between
   * holding and writing the job, and goes too.
   */
  async findAbandoned(now: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('balance_reservations')
      .select('id')
      .where('status', '=', 'held')
      .where(withoutLiveLease('balance_reservations.holder', now))
      .where((eb) =>
        eb.or([
          eb('reference', 'not like', `${JOB_REFERENCE_PREFIX}%`),
          eb.not(
            eb.exists(
              eb
                .selectFrom('ai_transcriptions')
                .select('ai_transcriptions.id')
                .whereRef('ai_transcriptions.reservation_id', '=', 'balance_reservations.id'),
            ),
          ),
        ]),
      )
      .execute();
    return rows.map((row) => row.id);
  }

  /** The holds one instance still has, but its jobs' (released by the job's end). */
  async findHeldBy(holder: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('balance_reservations')
      .select('id')
      .where('status', '=', 'held')
      .where('holder', '=', holder)
      .where('reference', 'not like', `${JOB_REFERENCE_PREFIX}%`)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The reservations held now, counted, and the oldest one's start (one indexed range, for metrics). */
  async heldSummary(trx: TExecutor = this.db): Promise<{ held: number; oldestAt: string | null }> {
    const row = await trx
      .selectFrom('balance_reservations')
      .select((eb) => [eb.fn.countAll().as('held'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'held')
      .executeTakeFirstOrThrow();
    return { held: Number(row.held), oldestAt: row.oldest ?? null };
  }

  async findHeldBefore(before: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('balance_reservations')
      .select('id')
      .where('status', '=', 'held')
      .where('created_at', '<', before)
      // A persisted job's hold is its runner's to release (services/ai-transcription/transcription-jobs.ts).
      .where('reference', 'not like', `${JOB_REFERENCE_PREFIX}%`)
      .execute();
    return rows.map((row) => row.id);
  }
}

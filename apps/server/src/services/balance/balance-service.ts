import type { TLedgerReason } from '@inkwell/contract';
import { randomUUID } from 'node:crypto';
import {
  CAPABILITIES,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  isLimitCapability,
  type TBalanceResponse,
  type TCapability,
  type TConsumableCapability,
  type TLedgerQuery,
  type TLedgerResponse,
  type TLimitCapability,
  type TQuantities,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TUserRow } from '../../db/types.js';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import { InsufficientBalanceError, LimitExceededError } from './balance-errors.js';
import { appendLedgerChange, type TLedgerChange } from './ledger-change.js';
import { toLedgerGroups } from './ledger-groups.js';
import { collectClaims } from './refund-claims.js';
import type { TrialBalances } from './trial-balances.js';

export interface TReservation {
  id: string;
  userId: number;
  capability: TConsumableCapability;
  amount: number;
}

export interface TCreditSource {
  reason: Extract<TLedgerReason, 'purchase' | 'admin_adjustment' | 'trial'>;
  orderId?: number;
  reference?: string;
}

function assertCount(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be an integer ≥ ${min}`);
}

/**
 * Per-user balances and their ledger. Spending is reserve → settle | release, each step one
 * transaction; every change writes one ledger row, so per user and capability the ledger sums
 * to the balance, and a CHECK keeps every balance ≥ 0.
 */
export class BalanceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly trial: TrialBalances,
    /** This instance (instances.id): the holder of the reservations its requests make. */
    private readonly holder: string,
  ) {}

  /**
   * Creates the user's balance rows with the trial grant, once; later calls change nothing. The
   * rows and their ledger lines are written in one transaction (the caller's, or one of their
   * own): a process killed between the two would leave balances no ledger line explains.
   */
  async ensureAccount(userId: number, outer?: TExecutor): Promise<void> {
    const existing = await this.repos.balances.findAll(userId, outer ?? this.db);
    if (existing.length === CAPABILITIES.length) return;
    await this.#inTransaction(outer, (trx) => this.#openAccount(userId, trx));
  }

  async #openAccount(userId: number, trx: TExecutor): Promise<void> {
    const trial = await this.trial.get(trx);
    const rows = CAPABILITIES.map((capability) => ({ capability, balance: trial[capability] }));
    const inserted = await this.repos.balances.createMissing(userId, rows, trx);
    const now = nowIso();
    await this.repos.balances.appendLedger(
      inserted
        .filter((capability) => trial[capability] > 0)
        .map((capability) => ({
          user_id: userId,
          capability,
          delta: trial[capability],
          balance_after: trial[capability],
          reason: 'trial',
          order_id: null,
          reference: null,
          created_at: now,
        })),
      trx,
    );
  }

  async getBalance(user: TUserRow): Promise<TBalanceResponse> {
    await this.ensureAccount(user.id);
    const rows = await this.repos.balances.findAll(user.id);
    const spent = await this.repos.balances.sumUsage(user.id);
    const held = new Map(rows.map((row) => [row.capability, row.balance]));
    const pick = <K extends TCapability>(keys: readonly K[], value: (key: K) => number) =>
      Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, number>;
    return {
      plan: user.plan,
      balances: pick(CONSUMABLE_CAPABILITIES, (key) => held.get(key) ?? 0),
      limits: pick(LIMIT_CAPABILITIES, (key) => held.get(key) ?? 0),
      used: pick(CONSUMABLE_CAPABILITIES, (key) => -(spent.get(key) ?? 0)),
    };
  }

  async listLedger(userId: number, query: TLedgerQuery): Promise<TLedgerResponse> {
    await this.ensureAccount(userId);
    const { count, rows } = await this.repos.balances.pageLedgerGroups(userId, query);
    return toPage(count, query, toLedgerGroups(rows));
  }

  /** Holds `amount` before a provider call; InsufficientBalanceError (402) when short. */
  async reserve(
    userId: number,
    capability: TConsumableCapability,
    amount: number,
    reference?: string,
    outer?: TExecutor,
  ): Promise<TReservation> {
    assertCount(amount, 'amount', 1);
    return this.#inTransaction(outer, async (trx) => {
      let balance = await this.repos.balances.take(userId, capability, amount, trx);
      if (balance === undefined) {
        // Short, or an account without its balance rows yet: those get the trial grant first.
        await this.ensureAccount(userId, trx);
        balance = await this.repos.balances.take(userId, capability, amount, trx);
      }
      if (balance === undefined) throw new InsufficientBalanceError(capability, amount);
      const id = randomUUID();
      const ref = reference ?? `reservation:${id}`;
      await this.repos.reservations.create(
        { id, user_id: userId, capability, amount, reference: ref, holder: this.holder },
        trx,
      );
      await this.repos.users.touchActive(userId, nowIso(), trx);
      await this.appendOne(trx, {
        userId,
        capability,
        delta: -amount,
        balance,
        reason: 'spend',
        reference: ref,
      });
      return { id, userId, capability, amount };
    });
  }

  /**
   * Closes the reservation at the `actual` cost: the unused part is refunded, an overrun is
   * taken as far as the balance allows. False when it was already settled or released. A
   * refund's claim on the hold takes its share of the unused part (refund-claims.ts).
   * `reference` names what the cost bought (a saved chat message) on the settling rows.
   */
  async settle(
    reservationId: string,
    actual: number,
    settledFor?: string,
    outer?: TExecutor,
  ): Promise<boolean> {
    assertCount(actual, 'actual', 0);
    return this.#inTransaction(outer, async (trx) => {
      const held = await this.repos.reservations.close(reservationId, 'settled', trx);
      if (!held) return false;
      const { user_id: userId, capability, amount } = held;
      const reference = settledFor ?? held.reference;
      if (actual < amount) {
        const balance = await this.repos.balances.add(userId, capability, amount - actual, trx);
        await this.appendOne(trx, {
          userId,
          capability,
          delta: amount - actual,
          balance,
          reason: 'refund',
          reference,
        });
        await collectClaims(this.repos, trx, held, amount - actual);
      } else if (actual > amount) {
        const { taken, balance } = await this.repos.balances.takeUpTo(
          userId,
          capability,
          actual - amount,
          trx,
        );
        if (taken > 0) {
          await this.appendOne(trx, {
            userId,
            capability,
            delta: -taken,
            balance,
            reason: 'spend',
            reference,
          });
        }
      }
      return true;
    });
  }

  /**
   * Gives the whole reservation back (the provider call failed), less what a refund claimed
   * on it (refund-claims.ts). False when already closed.
   */
  release(reservationId: string, outer?: TExecutor): Promise<boolean> {
    return this.#inTransaction(outer, async (trx) => {
      const held = await this.repos.reservations.close(reservationId, 'released', trx);
      if (!held) return false;
      const { user_id: userId, capability, amount, reference } = held;
      const balance = await this.repos.balances.add(userId, capability, amount, trx);
      await this.appendOne(trx, { userId, capability, delta: amount, balance, reason: 'refund', reference });
      await collectClaims(this.repos, trx, held, amount);
      return true;
    });
  }

  /** What the user holds of one capability now. */
  async amount(userId: number, capability: TConsumableCapability, trx: TExecutor = this.db): Promise<number> {
    const find = async () =>
      (await this.repos.balances.findAll(userId, trx)).find((row) => row.capability === capability);
    const row = (await find()) ?? (await this.ensureAccount(userId, trx).then(find));
    return row?.balance ?? 0;
  }

  /** Runs `work` in the caller's transaction when given one (its writes commit with theirs), else in its own. */
  #inTransaction<T>(outer: TExecutor | undefined, work: (trx: TExecutor) => Promise<T>): Promise<T> {
    return outer ? work(outer) : this.db.transaction().execute(work);
  }

  /** Releases reservations still held from before `before` (a request that can no longer be running). */
  async releaseStale(before: string): Promise<number> {
    return this.#releaseEach(await this.repos.reservations.findHeldBefore(before));
  }

  /**
   * Releases the holds whose holder's lease expired before `now` (an instance that stopped or
   * was killed mid-call), each once; a live instance's holds are left to it.
   */
  async releaseAbandoned(now: string): Promise<number> {
    return this.#releaseEach(await this.repos.reservations.findAbandoned(now));
  }

  /** Releases what one instance still holds (its hand-back at the end of a shutdown). */
  async releaseHeldBy(holder: string): Promise<number> {
    return this.#releaseEach(await this.repos.reservations.findHeldBy(holder));
  }

  async #releaseEach(ids: string[]): Promise<number> {
    let released = 0;
    for (const id of ids) if (await this.release(id)) released += 1;
    return released;
  }

  /** A per-request limit is a check, not a spend: LimitExceededError (422) when over it. */
  async checkLimit(userId: number, capability: TLimitCapability, requested: number): Promise<void> {
    const limit = await this.limit(userId, capability);
    if (requested > limit) throw new LimitExceededError(capability, limit, requested);
  }

  /** The user's per-request limit (characters per speech, minutes per transcription). */
  async limit(userId: number, capability: TLimitCapability): Promise<number> {
    await this.ensureAccount(userId);
    const rows = await this.repos.balances.findAll(userId);
    return rows.find((row) => row.capability === capability)?.balance ?? 0;
  }

  /**
   * Inside the caller's transaction: adds every consumable and raises every limit to at
   * least the given one, one ledger row per capability that changed.
   */
  async credit(
    trx: TExecutor,
    userId: number,
    quantities: TQuantities,
    source: TCreditSource,
  ): Promise<void> {
    await this.ensureAccount(userId, trx);
    const current = new Map(
      (await this.repos.balances.findAll(userId, trx)).map((r) => [r.capability, r.balance]),
    );
    for (const capability of CAPABILITIES) {
      const wanted = quantities[capability];
      assertCount(wanted, capability, 0);
      const delta = isLimitCapability(capability) ? wanted - (current.get(capability) ?? 0) : wanted;
      if (delta <= 0) continue;
      const balance = await this.repos.balances.add(userId, capability, delta, trx);
      await this.appendOne(trx, { userId, capability, delta, balance, ...source });
    }
  }

  private appendOne(trx: TExecutor, change: TLedgerChange): Promise<void> {
    return appendLedgerChange(this.repos, trx, change);
  }
}

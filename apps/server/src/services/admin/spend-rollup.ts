import type { ClusterLock } from '../../db/cluster-lock.js';
import type { TRepositories } from '../../repositories/index.js';
import { utcHour } from './provider-call-stats.js';

/** app_settings key: the first UTC hour not rolled up yet ("2026-11-25T14"). */
export const ROLLED_UNTIL_KEY = 'overview.spend_rolled_until';

const CLOSING_GRACE_MS = 60_000;

/** Before any roll-up: the overview then reads every hour from the ledger. */
const NOTHING_ROLLED = '1970-01-01T00';

/** The start of a UTC hour as an ISO timestamp prefix the ledger's created_at compares with. */
const hourStart = (hour: string) => `${hour}:00:00.000Z`;

/**
 * Rolls the ledger's spending entries up per closed UTC hour and tool, so the overview reads
 * at most 24 rows a day per tool instead of every entry; the open hour is read from the ledger
 * itself. Run at start, hourly and before the overview is read; idempotent (an hour is
 * recounted, never added to), and by one instance at a time: another one's turn is skipped
 * while it runs (decision 040).
 */
export class SpendRollup {
  #running: Promise<string> | undefined;

  constructor(
    private readonly repos: TRepositories,
    private readonly lock: ClusterLock,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rolls every closed hour not rolled yet; resolves to the first hour not rolled. */
  roll(): Promise<string> {
    this.#running ??= this.#roll().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #roll(): Promise<string> {
    // An hour is closed a minute after it ends: a spend written at 13:59:59.9 has committed by then.
    const until = utcHour(new Date(this.now().getTime() - CLOSING_GRACE_MS));
    const { settings, rollups } = this.repos;
    const rolled = await this.lock.runOnce('spend-rollup', async (trx) => {
      const from = await settings.get(ROLLED_UNTIL_KEY, trx);
      if (from !== undefined && from >= until) return from;
      await rollups.rollSpend(from === undefined ? null : hourStart(from), hourStart(until), trx);
      await settings.set(ROLLED_UNTIL_KEY, until, trx);
      return until;
    });
    // Another instance is rolling up: what it has not committed yet is read from the ledger.
    return rolled ?? (await settings.get(ROLLED_UNTIL_KEY)) ?? NOTHING_ROLLED;
  }
}

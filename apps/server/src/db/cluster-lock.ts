import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TDialect } from './create-database.js';
import type { Database } from './types.js';

/** The lock the first start's work (migrations, seed, the admin from the environment) holds. */
export const BOOT_LOCK = 'boot';

/**
 * A PostgreSQL advisory lock's key for `name`: fixed per name and schema (advisory locks are
 * per database already; a deployment works in one schema).
 */
const lockKey = (name: string): RawBuilder<unknown> =>
  sql`hashtextextended(${`inkwell:${name}:`} || coalesce(current_schema(), ''), 0)`;

/**
 * What several instances on one PostgreSQL must do once (decision 040): the first start's
 * migrations, seed and admin (`runAlone`: the others wait, then find nothing to do) and the
 * periodic jobs (`runOnce`: an instance that finds the job running elsewhere skips this turn).
 * SQLite is one file for one instance: both run the task at once.
 */
export class ClusterLock {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: TDialect,
  ) {}

  /**
   * Runs `task` holding the lock `name`, waiting for it while another instance holds it. The
   * task gets the one connection that holds the lock (a session lock, released after, or when
   * the connection ends with a crashed process) and runs every query on it.
   */
  async runAlone<T>(name: string, task: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite') return task(this.db);
    return this.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${lockKey(name)})`.execute(connection);
      try {
        return await task(connection);
      } finally {
        await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(connection);
      }
    });
  }

  /**
   * Runs `task` in a transaction holding the lock `name` until it commits, or skips it
   * (undefined) while another instance runs it. On SQLite the task gets the database itself.
   */
  async runOnce<T>(name: string, task: (trx: Kysely<Database>) => Promise<T>): Promise<T | undefined> {
    if (this.dialect === 'sqlite') return task(this.db);
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${lockKey(name)}) as locked`.execute(trx);
      return rows[0]?.locked ? task(trx) : undefined;
    });
  }
}

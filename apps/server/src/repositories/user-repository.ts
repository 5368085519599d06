import type { TAdminUserSort, TPageQuery } from '@inkwell/contract';
import type { TNewUser, TUserRow, TUserUpdate } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';
import { findPage } from './paginate.js';
import { orderUsers, whereUsers, type TUserFilters } from './user-filters.js';

/** Rows read per batch by the CSV export. */
const EXPORT_BATCH = 500;

export class UserRepository {
  constructor(private readonly db: TExecutor) {}

  /** Marks the user active at `at`, at most once an hour (the overview's active users). */
  async touchActive(id: number, at: string, trx: TExecutor = this.db): Promise<void> {
    const hourAgo = new Date(Date.parse(at) - 60 * 60 * 1000).toISOString();
    await trx
      .updateTable('users')
      .set({ last_active_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', hourAgo)]))
      .execute();
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TUserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** `email` must already be lower-cased. */
  async findByEmail(email: string, trx: TExecutor = this.db): Promise<TUserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async create(user: TNewUser, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, changes: TUserUpdate, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Ends every session of the user: tokens carry the version they were issued with. */
  async bumpTokenVersion(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', id)
      .execute();
  }

  /** A session of the user was revoked: every instance's cached list of them is now stale. */
  async bumpSessionEpoch(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('users')
      .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** The addresses of the admins who can sign in (not blocked). */
  async findAdminEmails(trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .where('blocked', '=', false)
      .execute();
    return rows.map((row) => row.email);
  }

  async pageAll(
    query: TUserFilters & TPageQuery & { sort: TAdminUserSort },
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TUserRow[] }> {
    return findPage(whereUsers(trx.selectFrom('users'), query), query, (q) =>
      orderUsers(q.selectAll(), query.sort),
    );
  }

  /** Every account matching the filters, oldest first, in batches (flat memory). */
  async *streamAll(filters: TUserFilters, trx: TExecutor = this.db): AsyncGenerator<TUserRow> {
    let after = 0;
    for (;;) {
      const rows = await whereUsers(trx.selectFrom('users'), filters)
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(EXPORT_BATCH)
        .execute();
      yield* rows;
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** Every plan name an account is on. */
  async findPlanNames(trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx.selectFrom('users').select('plan').distinct().orderBy('plan').execute();
    return rows.map((row) => row.plan);
  }

  /** Admins who can sign in (not blocked): the last one must stay so. */
  async countActiveAdmins(trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('role', '=', 'admin')
      .where('blocked', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Erases registration and last sign-in IPs recorded before `before`; the number of accounts changed. */
  async eraseIpsBefore(before: string, trx: TExecutor = this.db): Promise<number> {
    const registration = await trx
      .updateTable('users')
      .set({ registration_ip: null })
      .where('registration_ip', 'is not', null)
      .where('created_at', '<', before)
      .executeTakeFirst();
    const login = await trx
      .updateTable('users')
      .set({ last_login_ip: null })
      .where('last_login_ip', 'is not', null)
      .where((eb) => eb.or([eb('last_login_at', 'is', null), eb('last_login_at', '<', before)]))
      .executeTakeFirst();
    return Number(registration.numUpdatedRows) + Number(login.numUpdatedRows);
  }

  async delete(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('users').where('id', '=', id).execute();
  }
}

import type { TNewUser, TUserRow, TUserUpdate } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

export class UserRepository {
  constructor(private readonly db: TExecutor) {}

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

  async delete(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('users').where('id', '=', id).execute();
  }
}

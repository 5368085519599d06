import type { TOneTimeTokenPurpose, TOneTimeTokenRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

export interface TRefreshTokenRecord {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: string;
}

/** Refresh-token families and single-use link tokens (stored as sha-256 hashes). */
export class TokenRepository {
  constructor(private readonly db: TExecutor) {}

  async createRefresh(record: TRefreshTokenRecord, trx: TExecutor = this.db): Promise<void> {
    await trx
      .insertInto('refresh_tokens')
      .values({ ...record, created_at: nowIso() })
      .execute();
  }

  /**
   * Marks an unused, unrevoked token used; false when it was already used or revoked
   * (a single conditional update, so two concurrent refreshes cannot both win).
   */
  async markRefreshUsed(id: string, userId: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: nowIso() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeFamily(familyId: string, userId: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: nowIso() })
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The user's revoked families whose tokens have not all expired yet (only those can be presented). */
  async findRevokedFamilies(userId: number, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('refresh_tokens')
      .select('family_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is not', null)
      .where('expires_at', '>', nowIso())
      .execute();
    return rows.map((row) => row.family_id);
  }

  async findRefreshFamily(id: string, userId: number, trx: TExecutor = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.family_id;
  }

  async createOneTime(
    token: {
      user_id: number;
      purpose: TOneTimeTokenPurpose;
      token_hash: string;
      email: string;
      expires_at: string;
    },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx
      .insertInto('one_time_tokens')
      .values({ ...token, created_at: nowIso() })
      .execute();
  }

  async findOneTime(tokenHash: string, trx: TExecutor = this.db): Promise<TOneTimeTokenRow | undefined> {
    return trx
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Single use: false when another request consumed it first. */
  async consumeOneTime(id: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .updateTable('one_time_tokens')
      .set({ used_at: nowIso() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Spends the user's unused link tokens of these purposes (or all): those links stop working. */
  async voidUnusedOneTime(
    userId: number,
    purposes: TOneTimeTokenPurpose[] | 'all',
    trx: TExecutor = this.db,
  ): Promise<void> {
    let query = trx
      .updateTable('one_time_tokens')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null);
    if (purposes !== 'all') query = query.where('purpose', 'in', purposes);
    await query.execute();
  }
}

import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** The tables of saved AI runs: each row belongs to one user (`user_id`) and has an `id`. */
export type TRunTable =
  'ai_code_runs' | 'ai_template_runs' | 'ai_images' | 'ai_speeches' | 'ai_transcriptions';

/**
 * What every saved-runs repository does the same way: create, find one of the user's, list
 * all of the user's (the account export), delete one of the user's.
 */
export class OwnedRuns<T extends TRunTable> {
  constructor(
    protected readonly db: TExecutor,
    private readonly table: T,
  ) {}

  async create(run: Insertable<Database[T]>, trx: TExecutor = this.db): Promise<Selectable<Database[T]>> {
    return (await trx
      .insertInto(this.table as TRunTable)
      .values(run as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
  }

  /** The user's run, or undefined when it does not exist or is someone else's. */
  async findOwned(
    userId: number,
    id: number,
    trx: TExecutor = this.db,
  ): Promise<Selectable<Database[T]> | undefined> {
    return (await trx
      .selectFrom(this.table as TRunTable)
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()) as Selectable<Database[T]> | undefined;
  }

  async findAllByUserId(userId: number, trx: TExecutor = this.db): Promise<Selectable<Database[T]>[]> {
    return (await trx
      .selectFrom(this.table as TRunTable)
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()) as Selectable<Database[T]>[];
  }

  /** True when the user's run existed and is gone. */
  async deleteOwned(userId: number, id: number, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .deleteFrom(this.table as TRunTable)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

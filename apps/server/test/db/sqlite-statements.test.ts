import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type ColumnType, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CACHED_STATEMENTS, withPreparedStatements } from '../../src/db/sqlite-statements.js';

interface TTestDatabase {
  /** The app's boolean columns read back 0/1 and are written as booleans (db/types.ts TBool). */
  items: { id: Generated<number>; name: string; active: ColumnType<number, boolean, boolean> };
}

/** An in-memory database behind the app's SQLite layer, with a count of real prepares. */
function open() {
  const sqlite = new SQLite(':memory:');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<TTestDatabase>({
    dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }),
  });
  return { db, prepare };
}

describe('withPreparedStatements', () => {
  let ctx: ReturnType<typeof open>;
  beforeEach(async () => {
    ctx = open();
    await sql`create table items (id integer primary key, name text not null, active integer not null)`.execute(
      ctx.db,
    );
  });
  afterEach(async () => {
    await ctx.db.destroy();
  });

  const insert = (name: string, active: boolean) =>
    ctx.db.insertInto('items').values({ name, active }).execute();

  it('binds booleans as 1 and 0, in values and in conditions', async () => {
    await insert('on', true);
    await insert('off', false);
    const active = await ctx.db
      .selectFrom('items')
      .select('name')
      .where('active', '=', true as unknown as number)
      .execute();
    expect(active).toEqual([{ name: 'on' }]);
    const raw = await ctx.db.selectFrom('items').select(['name', 'active']).orderBy('id').execute();
    expect(raw).toEqual([
      { name: 'on', active: 1 },
      { name: 'off', active: 0 },
    ]);
  });

  it('prepares one SQL text once, whatever the parameters', async () => {
    await insert('a', true);
    ctx.prepare.mockClear();
    for (const id of [1, 2, 3, 1])
      await ctx.db.selectFrom('items').selectAll().where('id', '=', id).execute();
    expect(ctx.prepare).toHaveBeenCalledTimes(1);
    const row = await ctx.db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst();
    expect(row).toEqual({ id: 1, name: 'a', active: 1 });
  });

  it('keeps at most MAX_CACHED_STATEMENTS and still answers past it', async () => {
    await insert('a', true);
    for (let i = 0; i <= MAX_CACHED_STATEMENTS; i += 1) {
      await sql`select ${sql.lit(i)} as n from items`.execute(ctx.db);
    }
    ctx.prepare.mockClear();
    const first = await sql<{ n: number }>`select ${sql.lit(0)} as n from items`.execute(ctx.db);
    expect(first.rows).toEqual([{ n: 0 }]);
    expect(ctx.prepare).toHaveBeenCalledTimes(1);
  });
});

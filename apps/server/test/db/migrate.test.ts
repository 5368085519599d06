import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { useTestApp } from '../helpers/build-app.js';

describe('migrateToLatest', () => {
  const ctx = useTestApp({ freshDatabase: true });

  it('applied the initial migration at boot and has nothing left to apply', async () => {
    const handle = { db: ctx.app.db, dialect: ctx.app.dbDialect };
    const schema = ctx.app.dbDialect === 'postgres' ? await currentSchema() : undefined;
    expect(await migrateToLatest(handle)).toEqual([]);
    const tables = await ctx.app.db.introspection.getTables();
    const names = tables.filter((t) => !schema || t.schema === schema).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'company_info',
        'plans',
        'payment_methods',
        'reviews',
        'support_requests',
        'support_messages',
        'seed_history',
      ]),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'opens SQLite with WAL, full sync and foreign keys',
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(ctx.app.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    },
  );

  async function currentSchema(): Promise<string> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.app.db);
    return rows[0]!.schema;
  }
});

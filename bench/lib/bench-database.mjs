// A fresh, migrated and seeded database for a benchmark: a SQLite file in a temporary folder,
// or, given a PostgreSQL URL, a schema of its own. `close()` drops what it made.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../apps/server/dist/db/create-database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrate.js';
import { seedDatabase } from '../../apps/server/dist/db/seed/seed-database.js';

/** Runs one statement on the PostgreSQL server outside the app's pool. */
export async function runOnPostgres(databaseUrl, statement) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export async function openBenchDatabase(name, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `inkwell-bench-${name}-`));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) await runOnPostgres(databaseUrl, `create schema ${schema}`);
  const handle = createDatabase({ databaseUrl, dataDir, schema, poolSize: 10 });
  await migrateToLatest(handle);
  await seedDatabase(handle.db);
  return {
    db: handle.db,
    dialect: handle.dialect,
    async close() {
      await handle.db.destroy();
      if (schema) await runOnPostgres(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

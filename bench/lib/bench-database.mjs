// A fresh, migrated and seeded database for a benchmark: a SQLite file in a temporary folder,
// or, given a PostgreSQL URL, a database of its own on that server. `close()` drops what it made.
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

/** `url` with another database name. */
function withDatabase(url, database) {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

export async function openBenchDatabase(name, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `inkwell-bench-${name}-`));
  const database = databaseUrl ? `inkwell_bench_${randomBytes(4).toString('hex')}` : undefined;
  if (database) await runOnPostgres(databaseUrl, `create database ${database}`);
  const ownUrl = database ? withDatabase(databaseUrl, database) : undefined;
  const handle = createDatabase({ databaseUrl: ownUrl, dataDir, poolSize: 10 });
  await migrateToLatest(handle);
  await seedDatabase(handle.db);
  return {
    db: handle.db,
    dialect: handle.dialect,
    async close() {
      await handle.db.destroy();
      if (database) await runOnPostgres(databaseUrl, `drop database ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, SQLITE_FILE_NAME } from '../../src/db/create-database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/seed-database.js';

/**
 * The SQLite template: test/setup/template-database.ts migrates and seeds one database file
 * per run, and each test app starts on a copy of it, so a test file pays for a file copy
 * instead of the migrations and the seed. The app still runs both on boot; on the copy they
 * find nothing to do.
 *
 * PostgreSQL has no template: each app gets a fresh schema and migrates it at boot. A
 * database per app made with `CREATE DATABASE … TEMPLATE` was measured slower (200–400 ms to
 * copy the 8 MB of catalogues, against about 100 ms to migrate and seed a schema).
 */

/** Handed from the global setup to the test workers (none on PostgreSQL). */
export interface TDatabaseTemplate {
  /** The migrated and seeded SQLite file; copy it, never open it. */
  file: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate | undefined;
  }
}

/** Migrates and seeds an SQLite file, then folds the WAL into it so the file alone is the copy. */
export async function createSqliteTemplate(dataDir: string): Promise<string> {
  const handle = createDatabase({ dataDir });
  try {
    await migrateToLatest(handle);
    await seedDatabase(handle.db);
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  } finally {
    await handle.db.destroy();
  }
  return join(dataDir, SQLITE_FILE_NAME);
}

/** Puts a copy of the template where the app will open its SQLite file. */
export async function copySqliteTemplate(template: TDatabaseTemplate, dataDir: string): Promise<void> {
  await copyFile(template.file, join(dataDir, SQLITE_FILE_NAME), constants.COPYFILE_FICLONE);
}

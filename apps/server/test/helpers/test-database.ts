import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, SQLITE_FILE_NAME } from '../../src/db/create-database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/seed-database.js';

/**
 * The templates: test/setup/template-database.ts migrates and seeds one database per run, and
 * each test app starts on a copy of it, so a test file pays for a copy instead of the
 * migrations and the seed (the app still runs both on boot; on the copy they find nothing to
 * do). On SQLite the copy is a file's; on PostgreSQL it is `CREATE DATABASE … TEMPLATE`, about
 * 100 ms against about 500 ms to migrate and seed an empty schema (measured with 23 migrations).
 */

/** Handed from the global setup to the test workers: the SQLite file (none on PostgreSQL). */
export interface TDatabaseTemplate {
  /** The migrated and seeded SQLite file; copy it, never open it. */
  file: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate | undefined;
    /** PostgreSQL: the migrated and seeded database each app's is copied from (none on SQLite). */
    postgresTemplate: string | undefined;
  }
}

/** `url` (a PostgreSQL connection string) with another database name. */
export function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/**
 * Creates a PostgreSQL database of its own on `url`'s server (named `prefix` and random hex),
 * a copy of `template` or empty; returns its connection string and how to drop it (with any
 * connection left to it).
 */
export async function createPostgresDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runSql(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabase(url, name),
    name,
    drop: () => runSql(url, `drop database if exists ${name} with (force)`),
  };
}

/** Migrates and seeds a new PostgreSQL database on `url`'s server: the run's template. */
export async function createPostgresTemplate(url: string) {
  const database = await createPostgresDatabase(url, 'inkwell_template');
  const handle = createDatabase({ databaseUrl: database.url, dataDir: tmpdir(), poolSize: 1 });
  try {
    await migrateToLatest(handle);
    await seedDatabase(handle.db);
  } finally {
    await handle.db.destroy();
  }
  return database;
}

/** One statement on a connection of its own (databases are made and dropped so). */
export async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
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

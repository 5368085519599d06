import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type Pg from 'pg';
import { withPreparedStatements } from './sqlite-statements.js';
import type { Database } from './types.js';

export type TDialect = 'sqlite' | 'postgres';

export interface TDatabaseHandle {
  db: Kysely<Database>;
  dialect: TDialect;
}

export interface TDatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; without one, SQLite at dataDir/inkwell.db. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL only: a connection failed (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only: the pool made a new connection (after an outage: the server is back). */
  onPoolConnect?: () => void;
}

export const SQLITE_FILE_NAME = 'inkwell.db';

let pgModule: typeof Pg | undefined;

/**
 * node-postgres, loaded when PostgreSQL is configured: a SQLite server never spends the
 * memory (decision 019). It is CommonJS, so it loads synchronously.
 */
function loadPg(): typeof Pg {
  if (pgModule === undefined) {
    pgModule = createRequire(import.meta.url)('pg') as typeof Pg;
    // COUNT(*) and other int8 values arrive as strings by default; ours fit in a double.
    pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (value) => Number(value));
  }
  return pgModule;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

function openSqlite(dataDir: string): SQLite.Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function createDatabase(options: TDatabaseOptions): TDatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast (health answers 503) rather than wait forever for an unreachable server.
      connectionTimeoutMillis: 5_000,
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    pool.on('connect', (client) => {
      // The pool listens to a connection only while it is idle: one that the server drops while
      // it is checked out (a restart between a transaction's queries) would crash the process
      // unheard. Its query fails instead, and the pool replaces it.
      client.on('error', (error) => options.onPoolError?.(error));
      options.onPoolConnect?.();
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres' };
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPreparedStatements(openSqlite(options.dataDir)) }),
  });
  return { db, dialect: 'sqlite' };
}

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.js';

/** The largest page count one backup step may copy: the whole database in one step. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database (WAL, the server writing meanwhile) to `target` through
 * SQLite's online backup API. Every step copies all remaining pages under one read snapshot:
 * in WAL mode that read blocks no writer, and a write between steps cannot make the copy
 * start over for ever. The copy is then switched out of WAL, so it is one self-contained file.
 */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface TSqliteFacts {
  /** `ok`, or what `PRAGMA integrity_check` found wrong. */
  integrity: string[];
  /** The latest migration applied, or undefined when none was. */
  migration: string | undefined;
  /** Rows per table. */
  tables: Record<string, number>;
}

/** Checks a database file that no one writes (a backup's copy) and counts its rows. */
export function inspectSqlite(file: string): TSqliteFacts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        db
          .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    const migration = names.includes('kysely_migration')
      ? (db.prepare('select max(name) from kysely_migration').pluck().get() as string | null)
      : null;
    return {
      integrity: integrity.map((row) => row.integrity_check),
      migration: migration ?? undefined,
      tables,
    };
  } finally {
    db.close();
  }
}

/** Kysely over a database file read only (a backup's copy), for typed queries; destroy it after. */
export function openSqliteReadOnly(file: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }),
  });
}

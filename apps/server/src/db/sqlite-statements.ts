import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app issues a few hundred, dynamic inserts included. */
export const MAX_CACHED_STATEMENTS = 1000;

/** better-sqlite3 cannot bind booleans; SQLite stores them as 0/1 anyway. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}

/** Kysely's view of one prepared statement, with booleans bound as 0/1. */
function wrap(statement: SQLite.Statement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * Kysely's `rollback` after a failed transaction, run only while one is open: SQLite ends the
 * transaction itself on some errors (SQLITE_FULL on a full disk, SQLITE_IOERR), and a ROLLBACK
 * then fails ("no transaction is active") and would be thrown instead of the error that ended it.
 */
function rollbackWhileOpen(sqlite: SQLite.Database, rollback: SqliteStatement): SqliteStatement {
  const nothing = { changes: 0, lastInsertRowid: 0 };
  return { ...rollback, run: (parameters) => (sqlite.inTransaction ? rollback.run(parameters) : nothing) };
}

/**
 * better-sqlite3 for Kysely with each statement prepared once per SQL text: Kysely calls
 * `prepare` on every query, which parsed the SQL again (a `findById` took ~60 µs against
 * ~20 µs with the statement kept; docs/BENCHMARKS.md "Signed-in path"). SQLite re-prepares a
 * kept statement by itself after a schema change; one connection runs one query at a time
 * (better-sqlite3 refuses another while a statement iterates), so sharing a statement is
 * safe. Booleans are bound here, as 0/1, not by rewriting every query's tree.
 */
export function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = wrap(sqlite.prepare(sql));
        if (sql === 'rollback') statement = rollbackWhileOpen(sqlite, statement);
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

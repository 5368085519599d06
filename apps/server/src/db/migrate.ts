import { Migrator, type MigrationResultSet } from 'kysely';
import type { TDatabaseHandle } from './create-database.js';
import { createMigrationProvider } from './migrations/index.js';

/** Applies every pending migration; throws when one fails. Returns the names applied. */
export async function migrateToLatest(handle: TDatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: createMigrationProvider(handle.dialect),
    // With a per-connection schema, keep Kysely's bookkeeping tables in it too; otherwise
    // the migrator would find another schema's tables and skip creating its own.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  let { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  // Kysely looks for its tables through every schema's; a schema another database user drops
  // meanwhile (the test suite's, each test app on one of its own) fails that look-up with
  // 3F000. Nothing was applied then: looking again is safe.
  for (let tries = 1; tries < 4 && error && droppedMeanwhile(error, handle.schema); tries += 1)
    ({ error, results } = await migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** An "invalid schema name" error about a schema that is not this connection's own. */
function droppedMeanwhile(error: unknown, ownSchema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '3F000' && (ownSchema === undefined || !String(message).includes(`"${ownSchema}"`));
}

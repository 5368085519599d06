import { Migrator, type MigrationResultSet } from 'kysely';
import type { TDatabaseHandle } from './create-database.js';
import { createMigrationProvider } from './migrations/index.js';

/** Applies every pending migration; throws when one fails. Returns the names applied. */
export async function migrateToLatest(handle: TDatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider(handle.dialect) });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import { loadEnv } from '../config/env.js';
import { createDatabase } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadEnv();
const handle = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await migrateToLatest(handle);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}

import { loadEnv } from '../config/env.js';
import { createDatabase } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/seed-database.js';

/** `npm run db:seed`: migrates, then inserts whatever seed data was never applied. */
const config = loadEnv();
const handle = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle);
  const applied = await seedDatabase(handle.db);
  console.log(
    applied.length > 0 ? `Seeded: ${applied.join(', ')}` : 'Nothing to seed: every item was applied before.',
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}

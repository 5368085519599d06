import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import { createDatabase, type TDatabaseHandle, type TDialect } from '../../db/create-database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDatabase } from '../../db/seed/seed-database.js';
import type { Database } from '../../db/types.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { createRepositories, type TRepositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: TDialect;
    repositories: TRepositories;
  }
}

export interface TDbPluginOptions {
  config: TEnv;
  /** An already-open database (tests); the app takes ownership and destroys it on close. */
  database?: TDatabaseHandle;
}

/** Opens the database, applies pending migrations and the idempotent seed, closes on shutdown. */
export default definePlugin<TDbPluginOptions>('db', async (app, { config, database }) => {
  const handle = database ?? createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  app.addHook('onClose', async () => {
    await handle.db.destroy();
  });

  const migrations = await migrateToLatest(handle);
  const seeded = await seedDatabase(handle.db);
  app.log.info({ dialect: handle.dialect, migrations, seeded: seeded.length }, 'database ready');

  app.decorate('db', handle.db);
  app.decorate('dbDialect', handle.dialect);
  app.decorate('repositories', createRepositories(handle.db));
});

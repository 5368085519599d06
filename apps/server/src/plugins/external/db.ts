import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import { BOOT_LOCK, ClusterLock } from '../../db/cluster-lock.js';
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
    /** What several instances on one database do once: the first start's work, periodic jobs. */
    clusterLock: ClusterLock;
  }
}

export interface TDbPluginOptions {
  config: TEnv;
  /** An already-open database (tests); the app takes ownership and destroys it on close. */
  database?: TDatabaseHandle;
}

const LOCAL_MEDIA_WARNING =
  'DATABASE_URL is set but S3_BUCKET is not: media (avatars, images, speech, attachments) stays on ' +
  "this instance's disk in DATA_DIR; several instances need S3_BUCKET to share it";

/**
 * Opens the database, applies pending migrations and the idempotent seed (once for several
 * instances starting at once: the others wait and find nothing to do), closes on shutdown.
 */
export default definePlugin<TDbPluginOptions>('db', async (app, { config, database }) => {
  const handle =
    database ??
    createDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      // A restarted PostgreSQL drops every idle connection: one outage, logged once, until the
      // pool connects again (the error handler answers 503 meanwhile).
      onPoolError: (error) => app.databaseOutage.failed(error),
      onPoolConnect: () => app.databaseOutage.recovered(),
    });
  app.addHook('onClose', async () => {
    await handle.db.destroy();
  });

  const clusterLock = new ClusterLock(handle.db, handle.dialect);
  const { migrations, seeded } = await clusterLock.runAlone(BOOT_LOCK, async (db) => ({
    migrations: await migrateToLatest({ ...handle, db }),
    seeded: await seedDatabase(db),
  }));
  app.log.info({ dialect: handle.dialect, migrations, seeded: seeded.length }, 'database ready');
  if (config.DATABASE_URL !== undefined && config.S3_BUCKET === undefined) app.log.warn(LOCAL_MEDIA_WARNING);

  app.decorate('db', handle.db);
  app.decorate('dbDialect', handle.dialect);
  app.decorate('clusterLock', clusterLock);
  app.decorate('repositories', createRepositories(handle.db));
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import app from '../../src/app.js';
import { parseEnv, type TEnv } from '../../src/config/env.js';
import { createDatabase, type TDatabaseHandle } from '../../src/db/create-database.js';
import { createServerOptions } from '../../src/server-options.js';
import { TEST_JWT_SECRET } from './accounts.js';
import { copySqliteTemplate, createPostgresDatabase } from './test-database.js';

export interface TBuildOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Runs before the app is registered: an onRoute hook added here sees every route. */
  beforeRegister?: (app: FastifyInstance) => void;
  /** Runs before ready(): add test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Start on an empty database that the app migrates and seeds at boot, instead of a copy of
   * the run's migrated and seeded template (test/setup/template-database.ts). For the tests of
   * that boot path.
   */
  freshDatabase?: boolean;
  /** Where the app's log lines go instead of stdout (with env LOG_LEVEL to see them). */
  logStream?: Writable;
  /**
   * A second instance on this app's database (its PostgreSQL database or its SQLite file, not
   * dropped by this one's close), for the tests of what several instances share. Give both one
   * REDIS_KEY_PREFIX and REDIS_URL.
   */
  sameDatabaseAs?: TTestApp;
}

export interface TTestApp {
  app: FastifyInstance;
  config: TEnv;
  /** A connection of its own to the app's database, to read it after the app closed (destroy it after). */
  openDatabase(): TDatabaseHandle;
  /** The PostgreSQL database the app works in, as a connection string (undefined on SQLite). */
  postgresUrl: string | undefined;
  close(): Promise<void>;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Connections per test app on PostgreSQL (the server's default, 10, times the suite's apps is too many). */
const POSTGRES_POOL_SIZE = 4;

export function parseTestEnv(env: Record<string, string>): TEnv {
  const result = parseEnv(env);
  if (!result.success) throw new Error(`Invalid test environment: ${result.problems.join('; ')}`);
  return result.env;
}

/**
 * The app as server.ts builds it, on a database of its own: a SQLite file in a temporary
 * directory, or a database on TEST_DATABASE_URL's server when that is set; a copy of the run's
 * migrated and seeded template unless `freshDatabase`.
 */
export async function buildTestApp(options: TBuildOptions = {}): Promise<TTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'inkwell-test-'));
  const template = TEST_DATABASE_URL || options.freshDatabase ? undefined : inject('databaseTemplate');
  if (template) await copySqliteTemplate(template, dataDir);
  const shared = options.sameDatabaseAs?.postgresUrl;
  const postgres = shared
    ? { url: shared, drop: async () => undefined }
    : TEST_DATABASE_URL
      ? await createPostgresDatabase(
          TEST_DATABASE_URL,
          'inkwell_test',
          options.freshDatabase ? undefined : inject('postgresTemplate'),
        )
      : undefined;
  const config = parseTestEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Making every voice's preview at start runs the engines dozens of times: only the tests of it do.
    VOICE_PREVIEWS_AHEAD: 'false',
    // Apps that set REDIS_URL share the machine's Redis, each under keys of its own.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    // PostgreSQL needs JWT_SECRET; one for every app, so apps sharing a database sign alike.
    ...(postgres ? { DATABASE_URL: postgres.url, JWT_SECRET: TEST_JWT_SECRET } : {}),
    ...options.env,
  });
  const database: TDatabaseHandle | undefined = postgres
    ? createDatabase({ databaseUrl: postgres.url, dataDir, poolSize: POSTGRES_POOL_SIZE })
    : options.sameDatabaseAs
      ? createDatabase({ dataDir: options.sameDatabaseAs.config.DATA_DIR })
      : undefined;

  const server = Fastify(createServerOptions(config, options.logStream));
  options.beforeRegister?.(server);
  await server.register(app, { config, ...(database ? { database } : {}) });
  await options.beforeReady?.(server);
  await server.ready();

  return {
    app: server,
    config,
    postgresUrl: postgres?.url,
    // As large a pool as the app's: a test may start another app on it, whose boot runs
    // queries side by side (with one connection, one of them waited 5 s for it and failed).
    openDatabase: () =>
      createDatabase({
        dataDir,
        ...(postgres ? { databaseUrl: postgres.url, poolSize: POSTGRES_POOL_SIZE } : {}),
      }),
    async close() {
      await server.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** buildTestApp once for the test file (beforeAll), closed after its last test. */
export function useTestApp(options: TBuildOptions = {}): TTestApp {
  const context = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(context, await buildTestApp(options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

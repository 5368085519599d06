import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, createSqliteTemplate } from '../helpers/test-database.js';

/**
 * Vitest global setup: migrates and seeds one template database for the run (an SQLite file,
 * or a PostgreSQL database when TEST_DATABASE_URL is set) and tells the workers where it is;
 * each test app starts on a copy (test/helpers/build-app.ts). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const template = await createPostgresTemplate(postgresUrl);
    project.provide('databaseTemplate', undefined);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  project.provide('postgresTemplate', undefined);
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-test-template-'));
  project.provide('databaseTemplate', { file: await createSqliteTemplate(dir) });
  return () => rm(dir, { recursive: true, force: true });
}

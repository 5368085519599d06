import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSqliteTemplate } from '../helpers/test-database.js';

/**
 * Vitest global setup: on SQLite, migrates and seeds one template database file for the run
 * and tells the workers where it is; each test app starts on a copy (test/helpers/build-app.ts).
 * Removed when the run ends. On PostgreSQL (TEST_DATABASE_URL) there is no template.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseTemplate', undefined);
    return undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-test-template-'));
  project.provide('databaseTemplate', { file: await createSqliteTemplate(dir) });
  return () => rm(dir, { recursive: true, force: true });
}

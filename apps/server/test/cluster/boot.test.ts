import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_LOCK } from '../../src/db/cluster-lock.js';
import { createMigrationProvider } from '../../src/db/migrations/index.js';
import { SEED_ASSISTANTS } from '../../src/db/seed/assistants-data.js';
import { SEED_CUSTOM_PLAN, SEED_PLAN_PACKS } from '../../src/db/seed/plans-data.js';
import { createCluster, type TCluster } from '../helpers/instances.js';

const ADMIN_EMAIL = 'owner@example.com';

async function count(url: string, query: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query, values);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

/**
 * The first start of several instances on one empty PostgreSQL: migrations, the seed and the
 * admin from the environment happen once for the cluster, and an instance signing with another
 * key than the database was first started with refuses to start.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('starting instances on one PostgreSQL', () => {
  let cluster: TCluster | undefined;
  afterAll(() => cluster?.close());

  it('three cold starts at once on an empty database: all healthy, each migration, seed item and the admin once', async () => {
    cluster = await createCluster({ ADMIN_EMAIL, ADMIN_PASSWORD: 'a-long-enough-password-1' });
    const started = await Promise.allSettled(['a', 'b', 'c'].map((name) => cluster!.start(name)));
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      // No S3_BUCKET: each would keep its media on its own disk, and says so.
      const warnings = instance.logs.filter((line) => line.level === 40).map((line) => line.msg);
      expect(warnings).toContainEqual(expect.stringContaining('S3_BUCKET is not'));
    }

    const { databaseUrl } = cluster;
    const migrations = Object.keys(await createMigrationProvider('postgres').getMigrations());
    expect(await count(databaseUrl, 'select count(*) as n from kysely_migration')).toBe(migrations.length);
    expect(await count(databaseUrl, 'select count(*) - count(distinct key) as n from seed_history')).toBe(0);
    expect(await count(databaseUrl, 'select count(*) as n from plans')).toBe(SEED_PLAN_PACKS.length + 1);
    expect(
      await count(databaseUrl, 'select count(*) as n from plans where name = $1', [SEED_CUSTOM_PLAN.name]),
    ).toBe(1);
    expect(await count(databaseUrl, 'select count(*) as n from ai_assistants')).toBe(SEED_ASSISTANTS.length);
    expect(
      await count(databaseUrl, "select count(*) as n from users where role = 'admin' and email = $1", [
        ADMIN_EMAIL,
      ]),
    ).toBe(1);
  }, 120_000);

  it('an instance with another JWT_SECRET refuses to start, saying which variable differs', async () => {
    cluster ??= await createCluster();
    if (cluster.instances.length === 0) await cluster.start('first');
    const other = await cluster.start(
      'other-key',
      { JWT_SECRET: 'another-secret-of-at-least-32-characters!' },
      { waitForHealth: false },
    );
    expect(await other.exited).toBe(1);
    const messages = other.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(messages).toContain('JWT_SECRET differs from the one this database was first started with');
    // The instances already running keep answering.
    expect((await fetch(`${cluster.instances[0]!.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('a start that waits longer than ten seconds for the boot lock starts once the lock is free', async () => {
    cluster ??= await createCluster();
    if (cluster.instances.length === 0) await cluster.start('first');
    // Another instance's long first start, as on a busy machine: it holds the boot lock.
    const holder = new pg.Client({ connectionString: cluster.databaseUrl });
    await holder.connect();
    try {
      await holder.query(
        "select pg_advisory_lock(hashtextextended('inkwell:' || $1 || ':' || coalesce(current_schema(), ''), 0))",
        [BOOT_LOCK],
      );
      const waiting = cluster.start('waiting', {}, { waitForHealth: false });
      await new Promise((done) => setTimeout(done, 12_000));
      expect((await waiting).process.exitCode).toBeNull();
    } finally {
      await holder.end();
    }
    const waiting = cluster.instances.at(-1)!;
    await expect
      .poll(async () => (await fetch(`${waiting.url}/api/health`).catch(() => undefined))?.status, {
        timeout: 30_000,
      })
      .toBe(200);
  }, 90_000);
});

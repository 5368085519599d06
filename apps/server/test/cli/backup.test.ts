import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ZSavedImageSchema } from '@inkwell/contract';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.js';
import { createMigrationProvider } from '../../src/db/migrations/index.js';
import { createRepositories } from '../../src/repositories/index.js';
import { createUser, TEST_JWT_SECRET } from '../helpers/accounts.js';
import { FakeOpenAI } from '../helpers/fake-openai.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { buildServer, createCluster, type TCluster, type TInstance } from '../helpers/instances.js';
import { startSmtpCatcher } from '../helpers/smtp-catcher.js';
import { checkAfterCrashes } from '../faults/crash-checks.js';
import { Acknowledged, CrashClient } from '../faults/crash-client.js';
import { crashServerEnv, fundUser, prepareWorkload } from '../faults/crash-setup.js';
import { CrashWorkload } from '../faults/crash-workload.js';

const CLI_DIR = resolve(import.meta.dirname, '../../dist/cli');

/** `npm run backup` / `npm run restore` as built: a process of its own, with only `env`. */
async function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(CLI_DIR, `${name}.js`), ...args],
      {
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** What was acknowledged so far, kept apart from what comes after. */
function copyOf(acked: Acknowledged): Acknowledged {
  const copy = new Acknowledged();
  for (const [kind, items] of Object.entries(acked))
    (copy as unknown as Record<string, unknown[]>)[kind]!.push(...(items as unknown[]));
  return copy;
}

const total = (acked: Acknowledged) => Object.values(acked.counts()).reduce((sum, count) => sum + count, 0);

/**
 * A SQLite install backed up while its server takes writes (the mixed workload of sign-ups,
 * purchases, answers, images with media files, support requests, transcriptions), restored into a new
 * DATA_DIR and served from there.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore (SQLite)', () => {
  let openai: FakeOpenAI;
  let stripe: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let cluster: TCluster;
  let live: TInstance;
  let workload: CrashWorkload;
  let backups: string;
  let backup: string;

  beforeAll(async () => {
    [openai, stripe, smtp] = await Promise.all([
      new FakeOpenAI().listen(),
      new FakeStripe().listen(),
      startSmtpCatcher(),
    ]);
    // No JWT_SECRET: the server generates DATA_DIR/jwt-secret, which the backup must carry.
    const env = { ...crashServerEnv({ openai, stripe, smtpUrl: smtp.url }, 2), JWT_SECRET: '' };
    cluster = await createCluster(env, { database: 'sqlite' });
    live = await cluster.start('live');
    const client = new CrashClient(live.url);
    workload = new CrashWorkload(await prepareWorkload(client, stripe, smtp));
    for (let made = 0; made < 3; made += 1) {
      const user = await workload.signUp();
      if (user) await fundUser(client, workload.setup.admin, user.id);
    }
    backups = await mkdtemp(join(tmpdir(), 'inkwell-backups-'));
  }, 240_000);
  afterAll(async () => {
    await workload?.stop();
    await cluster?.close();
    await Promise.all([openai?.close(), stripe?.close(), smtp?.close()]);
    if (backups) await rm(backups, { recursive: true, force: true });
  });

  it('restores every write acknowledged before the backup began, with its media, and serves it', async () => {
    workload.start(4);
    await expect
      .poll(() => workload.acked.images.length >= 2 && workload.acked.answers.length >= 2, {
        timeout: 60_000,
      })
      .toBe(true);
    const before = copyOf(workload.acked);
    const made = await runCli('backup', ['--to', backups], { DATA_DIR: live.dataDir });
    expect(made.code, made.stderr).toBe(0);
    // The load goes on after the backup too: what comes later is no part of the check.
    await expect.poll(() => total(workload.acked) > total(before), { timeout: 30_000 }).toBe(true);
    await workload.stop();
    live.kill();
    await live.exited;

    backup = join(backups, (await readdir(backups))[0]!);
    expect(made.stdout).toContain(`into ${backup} `);
    const restoredDir = join(cluster.dataDir, 'restored');
    const restored = await runCli('restore', [backup], { DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);

    // The restored files, before any server touches them.
    const handle = createDatabase({ dataDir: restoredDir });
    try {
      const findings = await checkAfterCrashes(handle.db, 'sqlite', join(restoredDir, 'media'), before);
      expect(Object.values(findings.lost).flat()).toEqual([]);
      for (const invariant of [
        'ledger sums to balances',
        'no negative balance',
        'no order credited twice',
        'SQLite integrity_check ok',
        'no row naming a missing file',
      ])
        expect(findings.invariants[invariant], invariant).toEqual([]);
    } finally {
      await handle.db.destroy();
    }

    // Served again: a session from before the backup still signs in (the secret came back),
    // and images from before it open through their links.
    const server = await cluster.start('restored');
    const client = new CrashClient(server.url);
    expect(await client.json('GET', '/users/profile', workload.setup.admin.token)).toMatchObject({
      email: workload.setup.admin.email,
    });
    const imageIds = new Set(before.images);
    let opened = 0;
    for (const user of workload.users.filter((known) => before.confirmed.includes(known.email))) {
      const token = (await client.login(user.email))!;
      const page = await client.json<{ results: unknown[] }>('GET', '/saved/images/?page_size=50', token);
      for (const image of (page?.results ?? []).map((item) => ZSavedImageSchema.parse(item))) {
        if (!imageIds.has(image.id)) continue;
        const file = await fetch(`${server.url}${image.url}`);
        expect(file.status, image.url).toBe(200);
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
        opened += 1;
      }
    }
    expect(opened).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a damaged backup, and an install already there unless --force', async () => {
    const occupied = await runCli('restore', [backup], { DATA_DIR: join(cluster.dataDir, 'restored') });
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain('--force');

    const damaged = join(backups, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const [image] = (await readdir(join(damaged, 'media/users'), { recursive: true })).filter((name) =>
      name.endsWith('.webp'),
    );
    await writeFile(join(damaged, 'media/users', image!), 'not the image');
    const fresh = join(cluster.dataDir, 'from-damaged');
    const refused = await runCli('restore', [damaged], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The backup is damaged');
    expect(await readdir(fresh).catch(() => [])).toEqual([]);
  }, 60_000);

  /** A DATA_DIR of a stopped install, its database migrated up to `migration` (default: all). */
  async function offlineInstall(name: string, migration?: string) {
    const dataDir = join(cluster.dataDir, name);
    const handle = createDatabase({ dataDir });
    const migrator = new Migrator({ db: handle.db, provider: createMigrationProvider('sqlite') });
    const { error } = await (migration ? migrator.migrateTo(migration) : migrator.migrateToLatest());
    expect(error).toBeUndefined();
    return { dataDir, db: handle.db };
  }

  it('migrates an older backup forward as it restores it', async () => {
    const names = Object.keys(await createMigrationProvider('sqlite').getMigrations());
    const older = await offlineInstall('older', names.at(-2));
    await older.db.destroy();
    const env = { DATA_DIR: older.dataDir, JWT_SECRET: TEST_JWT_SECRET };
    const made = await runCli('backup', ['--to', join(backups, 'older')], env);
    expect(made.code, made.stderr).toBe(0);
    const [dir] = await readdir(join(backups, 'older'));
    const restoredDir = join(cluster.dataDir, 'older-restored');
    const restored = await runCli('restore', [join(backups, 'older', dir!)], {
      ...env,
      DATA_DIR: restoredDir,
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`migrated forward: ${names.at(-1)}`);
    expect(restored.stdout).toContain('start the server with the JWT_SECRET it had');
  }, 60_000);

  it('never finishes a backup in which a row names a media file that is not there', async () => {
    const install = await offlineInstall('file-gone');
    try {
      const user = await createUser({ repositories: createRepositories(install.db) } as never);
      const [image] = await createRepositories(install.db).images.createMany([
        {
          user_id: user.id,
          prompt: 'A lighthouse',
          size: '256x256',
          style: null,
          quality: null,
          model: 'fake-image-1',
          file_key: `users/${user.id}/images/gone.webp`,
          thumbnail_key: `users/${user.id}/images/gone-thumb.webp`,
          width: 256,
          height: 256,
          bytes: 100,
          created_at: new Date().toISOString(),
        },
      ]);
      const to = join(backups, 'file-gone');
      const refused = await runCli('backup', ['--to', to], {
        DATA_DIR: install.dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(image!.file_key);
      expect(await readdir(to)).toEqual([]);
    } finally {
      await install.db.destroy();
    }
  }, 60_000);
});

describe('npm run backup with PostgreSQL', () => {
  beforeAll(() => buildServer(), 240_000);

  it('backs up nothing and says how pg_dump does it', async () => {
    const answer = await runCli('backup', [], {
      DATABASE_URL: 'postgres://inkwell@127.0.0.1:1/inkwell',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: join(tmpdir(), 'inkwell-no-backup'),
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('pg_dump -Fc');
    expect(answer.stderr).toContain('pg_restore');
  }, 60_000);
});

import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createDatabase, SQLITE_FILE_NAME } from '../../db/create-database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createMigrationProvider } from '../../db/migrations/index.js';
import { inspectSqlite } from '../../db/sqlite-snapshot.js';
import {
  findDamagedFiles,
  JWT_SECRET_FILE,
  MEDIA_FOLDER,
  readManifest,
  type TBackupManifest,
} from './backup-manifest.js';

export interface TRestoreOptions {
  /** A backup folder that `createBackup` made. */
  backup: string;
  dataDir: string;
  /** Replace a database (and its media and secret) already in DATA_DIR. */
  force: boolean;
}

export interface TRestoreResult {
  manifest: TBackupManifest;
  /** Migrations applied after the copy: those newer than the backup. */
  applied: string[];
}

const fileOf = (dir: string, path: string) => join(dir, ...path.split('/'));

/** What of an install DATA_DIR already holds, that a restore would replace. */
async function installIn(dataDir: string, manifest: TBackupManifest): Promise<string[]> {
  const names = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`];
  if (manifest.jwt_secret === 'file') names.push(JWT_SECRET_FILE);
  const present = [];
  for (const name of names) if (await stat(join(dataDir, name)).catch(() => undefined)) present.push(name);
  if (manifest.media.stored === 'included') {
    const media = await readdir(join(dataDir, MEDIA_FOLDER)).catch(() => []);
    if (media.length > 0) present.push(`${MEDIA_FOLDER}/`);
  }
  return present;
}

/** Refuses a backup that is incomplete, damaged, or from a newer schema than this version knows. */
async function checkBackup(backup: string): Promise<TBackupManifest> {
  const manifest = await readManifest(backup);
  const known = Object.keys(await createMigrationProvider('sqlite').getMigrations());
  if (!known.includes(manifest.database.migration))
    throw new Error(
      `The backup's database is at migration ${manifest.database.migration}, which this version does not know: restore it with the version that made it, or a newer one.`,
    );
  const damaged = await findDamagedFiles(backup, manifest.sha256);
  if (damaged.length > 0)
    throw new Error(
      `The backup is damaged: ${damaged.length} file(s) are missing or differ from their checksum (${damaged.slice(0, 5).join(', ')}).`,
    );
  const { integrity } = inspectSqlite(join(backup, SQLITE_FILE_NAME));
  if (integrity.join() !== 'ok')
    throw new Error(`The backup's database failed its integrity check: ${integrity.slice(0, 5).join('; ')}`);
  return manifest;
}

/**
 * Restores a backup into DATA_DIR: every file is checked against the manifest before any is
 * copied, copied beside DATA_DIR's own and checked again, then moved in, the database last
 * (its old write-ahead log removed first, so it is never applied to the restored file).
 * Migrations newer than the backup are applied, as a start would.
 */
export async function restoreBackup(options: TRestoreOptions): Promise<TRestoreResult> {
  const backup = resolve(options.backup);
  const dataDir = resolve(options.dataDir);
  const manifest = await checkBackup(backup);
  const present = await installIn(dataDir, manifest);
  if (present.length > 0 && !options.force)
    throw new Error(
      `${dataDir} already holds ${present.join(', ')}. Restore into an empty DATA_DIR, or stop its server and add --force to replace them.`,
    );

  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `.restoring-${randomBytes(4).toString('hex')}`);
  try {
    for (const path of Object.keys(manifest.sha256)) {
      await mkdir(dirname(fileOf(staging, path)), { recursive: true });
      await copyFile(fileOf(backup, path), fileOf(staging, path));
    }
    const damaged = await findDamagedFiles(staging, manifest.sha256);
    if (damaged.length > 0)
      throw new Error(`Copying into ${dataDir} damaged ${damaged.slice(0, 5).join(', ')}.`);
    if (manifest.media.stored === 'included') {
      await rm(join(dataDir, MEDIA_FOLDER), { recursive: true, force: true });
      await mkdir(join(staging, MEDIA_FOLDER), { recursive: true });
      await rename(join(staging, MEDIA_FOLDER), join(dataDir, MEDIA_FOLDER));
    }
    if (manifest.jwt_secret === 'file')
      await rename(join(staging, JWT_SECRET_FILE), join(dataDir, JWT_SECRET_FILE));
    for (const suffix of ['-wal', '-shm'])
      await rm(join(dataDir, `${SQLITE_FILE_NAME}${suffix}`), { force: true });
    await rename(join(staging, SQLITE_FILE_NAME), join(dataDir, SQLITE_FILE_NAME));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const handle = createDatabase({ dataDir });
  try {
    return { manifest, applied: await migrateToLatest(handle) };
  } finally {
    await handle.db.destroy();
  }
}

import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { SQLITE_FILE_NAME } from '../../db/create-database.js';
import { inspectSqlite, openSqliteReadOnly, snapshotSqlite } from '../../db/sqlite-snapshot.js';
import { AVATAR_URL_PREFIX } from '../../providers/storage/avatar-store.js';
import { MediaReferenceRepository } from '../../repositories/media-reference-repository.js';
import {
  BACKUP_FORMAT,
  checksumsOf,
  JWT_SECRET_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  type TBackupManifest,
} from './backup-manifest.js';
import { copyMediaFolder, type TCopiedFiles } from './media-copy.js';

export interface TBackupOptions {
  dataDir: string;
  /** The folder the backup is made in, as a new folder of its own. */
  destination: string;
  /** The S3 bucket media is kept in; undefined: DATA_DIR/media, which is copied. */
  bucket: string | undefined;
  /** The server signs with JWT_SECRET, so DATA_DIR/jwt-secret is not its secret. */
  secretFromEnvironment: boolean;
}

export interface TBackupResult {
  dir: string;
  manifest: TBackupManifest;
  /** Snapshots taken: more than one when a file the snapshot named was removed before its copy. */
  attempts: number;
}

const ATTEMPTS = 3;

const isInside = (path: string, folder: string) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Backs up a SQLite install while its server runs: the database through the online backup
 * API, then the secret and the media folder. Media is copied after the snapshot, so every
 * file a snapshot row names was stored before it and is copied, unless it was removed
 * meanwhile (its row deleted after the snapshot): then the snapshot is taken again. Files
 * stored after the snapshot are copied too and are simply not named by any row. The folder
 * is `<name>.partial` until the manifest is written, then renamed: a folder without
 * `.partial` is a whole backup.
 */
export async function createBackup(options: TBackupOptions): Promise<TBackupResult> {
  const source = join(options.dataDir, SQLITE_FILE_NAME);
  if (!(await exists(source)))
    throw new Error(`There is no database at ${source}: check DATA_DIR (the server's own).`);
  const mediaRoot = join(options.dataDir, MEDIA_FOLDER);
  const destination = resolve(options.destination);
  if (isInside(destination, mediaRoot))
    throw new Error(`The backup cannot go inside the media folder it copies (${mediaRoot}).`);
  const secret = join(options.dataDir, JWT_SECRET_FILE);
  if (!options.secretFromEnvironment && !(await exists(secret)))
    throw new Error(
      `${secret} is missing and JWT_SECRET is not set: run the backup with the server's own environment.`,
    );
  await mkdir(destination, { recursive: true });

  for (let attempt = 1; ; attempt += 1) {
    const createdAt = new Date();
    const dir = join(destination, `inkwell-backup-${createdAt.toISOString().replaceAll(':', '-')}`);
    const partial = `${dir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { mode: 0o700 });
    try {
      await snapshotSqlite(source, join(partial, SQLITE_FILE_NAME));
      if (!options.secretFromEnvironment) await copyFile(secret, join(partial, JWT_SECRET_FILE));
      const media = options.bucket
        ? undefined
        : await copyMediaFolder(mediaRoot, join(partial, MEDIA_FOLDER));
      const missing = media ? await missingMedia(join(partial, SQLITE_FILE_NAME), media) : [];
      if (missing.length > 0) {
        if (attempt < ATTEMPTS) {
          await rm(partial, { recursive: true, force: true });
          continue;
        }
        throw new Error(
          `Media files the database names are missing from DATA_DIR/media (lost before, or removed while copying in each of ${ATTEMPTS} tries): ${missing.slice(0, 5).join(', ')}`,
        );
      }
      const manifest = await manifestOf(partial, createdAt, options, media);
      await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await rename(partial, dir);
      return { dir, manifest, attempts: attempt };
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
  }
}

/** Keys the snapshot's rows name that are not among the files copied. */
async function missingMedia(snapshot: string, media: TCopiedFiles): Promise<string[]> {
  const db = openSqliteReadOnly(snapshot);
  try {
    const { keys, avatars } = await new MediaReferenceRepository(db).findAll();
    const avatarKeys = avatars
      .filter((url) => url.startsWith(AVATAR_URL_PREFIX))
      .map((url) => `avatars/${url.slice(AVATAR_URL_PREFIX.length)}`);
    const copied = new Set(media.paths);
    return [...keys, ...avatarKeys].filter((key) => !copied.has(key));
  } finally {
    await db.destroy();
  }
}

async function manifestOf(
  dir: string,
  createdAt: Date,
  options: TBackupOptions,
  media: TCopiedFiles | undefined,
): Promise<TBackupManifest> {
  const facts = inspectSqlite(join(dir, SQLITE_FILE_NAME));
  if (facts.integrity.join() !== 'ok')
    throw new Error(
      `The database copy failed its integrity check: ${facts.integrity.slice(0, 5).join('; ')}`,
    );
  if (!facts.migration)
    throw new Error('The database has no migrations applied: start the server once first.');
  const files = [
    SQLITE_FILE_NAME,
    ...(options.secretFromEnvironment ? [] : [JWT_SECRET_FILE]),
    ...(media?.paths ?? []).map((path) => `${MEDIA_FOLDER}/${path}`),
  ];
  return {
    format: BACKUP_FORMAT,
    created_at: createdAt.toISOString(),
    database: { file: SQLITE_FILE_NAME, migration: facts.migration, tables: facts.tables },
    media: media
      ? { stored: 'included', files: media.paths.length, bytes: media.bytes }
      : { stored: 'bucket', bucket: options.bucket ?? '' },
    jwt_secret: options.secretFromEnvironment ? 'environment' : 'file',
    sha256: await checksumsOf(dir, files),
  };
}

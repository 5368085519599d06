import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { SQLITE_FILE_NAME } from '../../db/create-database.js';

/**
 * A backup is a folder laid out as DATA_DIR is (the database file, `jwt-secret` when the
 * secret was generated there, `media/`), plus this manifest, written last: what it holds,
 * when it was taken, and a SHA-256 of every file, which restore checks before copying any.
 */
export const MANIFEST_FILE = 'manifest.json';
export const JWT_SECRET_FILE = 'jwt-secret';
export const MEDIA_FOLDER = 'media';
export const BACKUP_FORMAT = 1;

/** A file's place in the backup: the database, the secret, or a file under media/, never outside. */
const ZBackupPathSchema = z.string().refine((path) => {
  if (isAbsolute(path) || normalize(path) !== path || path.split(/[\\/]/).includes('..')) return false;
  return path === SQLITE_FILE_NAME || path === JWT_SECRET_FILE || path.startsWith(`${MEDIA_FOLDER}/`);
}, 'is not a file a backup holds');

export const ZBackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  created_at: z.iso.datetime(),
  database: z.object({
    file: z.literal(SQLITE_FILE_NAME),
    /** The latest migration the snapshot had applied. */
    migration: z.string().min(1),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.discriminatedUnion('stored', [
    z.object({ stored: z.literal('included'), files: z.number().int().nonnegative(), bytes: z.number() }),
    z.object({ stored: z.literal('bucket'), bucket: z.string() }),
  ]),
  /** `file`: DATA_DIR/jwt-secret is in the backup; `environment`: the server ran with JWT_SECRET. */
  jwt_secret: z.enum(['file', 'environment']),
  sha256: z.record(ZBackupPathSchema, z.string().regex(/^[0-9a-f]{64}$/)),
});

export type TBackupManifest = z.infer<typeof ZBackupManifestSchema>;

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The files of a backup folder (paths with `/`), each with its SHA-256. */
export async function checksumsOf(dir: string, paths: string[]): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const path of paths) sums[path] = await sha256File(join(dir, ...path.split('/')));
  return sums;
}

/** The manifest of a backup folder, or an error saying why it is not one. */
export async function readManifest(dir: string): Promise<TBackupManifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === 'ENOENT'
        ? `${dir} is not a complete backup: it has no ${MANIFEST_FILE}.`
        : `${join(dir, MANIFEST_FILE)} cannot be read: ${error.message}`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} is not JSON.`);
  }
  const parsed = ZBackupManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${MANIFEST_FILE} is not a backup manifest: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(top)'} ${issue.message}`)
        .join('; ')}`,
    );
  if (!(SQLITE_FILE_NAME in parsed.data.sha256)) throw new Error(`${MANIFEST_FILE} lists no database file.`);
  return parsed.data;
}

/** Files whose checksum differs from the manifest's (or that are missing). */
export async function findDamagedFiles(dir: string, sums: Record<string, string>): Promise<string[]> {
  const damaged: string[] = [];
  for (const [path, expected] of Object.entries(sums)) {
    const actual = await sha256File(join(dir, ...path.split('/'))).catch(() => undefined);
    if (actual !== expected) damaged.push(path);
  }
  return damaged;
}

/** `sep`-joined paths, for a manifest written on any system, as `/` paths. */
export const toBackupPath = (relative: string) => relative.split(sep).join('/');

import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { toBackupPath } from './backup-manifest.js';

export interface TCopiedFiles {
  /** Paths under the folder copied, with `/`. */
  paths: string[];
  bytes: number;
}

/** What every file of `dir` is called under it, with `/` (empty for a folder that is not there). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => toBackupPath(relative(dir, join(entry.parentPath, entry.name))));
}

/**
 * Copies every file of the media folder `from` into `to`, as it is when reached. A name
 * ending in `.tmp` is a file still being written (the disk storage renames it when whole) and
 * is left out; a file removed before its turn is left out too (the caller checks that every
 * file its database snapshot names was copied).
 */
export async function copyMediaFolder(from: string, to: string): Promise<TCopiedFiles> {
  const copied: TCopiedFiles = { paths: [], bytes: 0 };
  for (const path of await listFiles(from)) {
    if (path.endsWith('.tmp')) continue;
    const target = join(to, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(join(from, ...path.split('/')), target, constants.COPYFILE_FICLONE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.paths.push(path);
    copied.bytes += (await stat(target)).size;
  }
  return copied;
}

import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { resolveByteRange, type TByteRange } from '../../lib/byte-range.js';
import { StorageFault } from '../../lib/storage-errors.js';
import {
  assertMediaFolder,
  mediaContentType,
  type TMediaDownload,
  type TMediaStorage,
  type TStoredMedia,
} from './media-storage.js';

/**
 * Media on the local disk, under DATA_DIR/media: one server instance (or instances sharing
 * that folder). A file is written beside its name and renamed over it, so a reader sees the
 * old file or the new one, never a part, and a write that fails (a full disk) leaves nothing.
 * Every failure of the disk is thrown as a StorageFault (`full` on ENOSPC or EDQUOT).
 */
export class DiskStorage implements TMediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.#path(key);
    await writeWhole(path, bytes).catch(fault('writing a media file'));
  }

  async get(key: string): Promise<TStoredMedia | undefined> {
    const contentType = mediaContentType(key);
    const bytes = await readFile(this.#path(key)).catch(missingAsUndefined);
    return bytes && { bytes, contentType };
  }

  async open(key: string, range?: TByteRange): Promise<TMediaDownload | undefined> {
    const contentType = mediaContentType(key);
    const handle = await open(this.#path(key), 'r').catch(missingAsUndefined);
    if (!handle) return undefined;
    try {
      // The size of the file opened: a put renaming a new file over the name changes nothing here.
      const { size } = await handle.stat();
      const span = range ? resolveByteRange(range, size) : undefined;
      if (range && !span) {
        await handle.close();
        return { contentType, size, span, body: undefined };
      }
      // The stream closes the file when it ends or is destroyed.
      return { contentType, size, span, body: handle.createReadStream(span ?? {}) };
    } catch (error) {
      await handle.close();
      throw new StorageFault('reading a media file failed', error);
    }
  }

  async has(key: string): Promise<boolean> {
    return (await stat(this.#path(key)).catch(missingAsUndefined)) !== undefined;
  }

  /** Removes the files and any part of them a killed process left beside them (`<name>.<random>.tmp`). */
  async delete(keys: readonly string[]): Promise<void> {
    const paths = keys.map((key) => this.#path(key));
    await Promise.all(
      paths.map(async (path) => {
        await rm(path, { force: true });
        await removeParts(path);
      }),
    ).catch(fault('removing media files'));
  }

  async deleteFolder(prefix: string): Promise<void> {
    assertMediaFolder(prefix);
    await rm(join(this.root, prefix), { recursive: true, force: true }).catch(
      fault('removing a media folder'),
    );
  }

  /** A file of a name no key can have, written whole and removed: the disk takes writes. */
  async probe(): Promise<void> {
    const path = join(this.root, `.probe-${randomBytes(6).toString('hex')}`);
    await writeWhole(path, Buffer.from('probe')).catch(fault('probing the media disk'));
    await rm(path, { force: true }).catch(fault('probing the media disk'));
  }

  /** The key's file; mediaContentType refuses a key with `..` or any other character it could not hold. */
  #path(key: string): string {
    mediaContentType(key);
    return join(this.root, key);
  }
}

/** Writes beside the name and renames over it; the temporary file is removed when any step fails. */
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes, { mode: 0o644 });
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Removes the temporary files writeWhole left for `path` when its process died mid-write. */
async function removeParts(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const names = await readdir(dirname(path)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const parts = names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'));
  await Promise.all(parts.map((name) => rm(join(dirname(path), name), { force: true })));
}

/** Rethrows a disk error as a StorageFault saying what was being done. */
function fault(doing: string): (error: unknown) => never {
  return (error) => {
    throw new StorageFault(`${doing} failed`, error);
  };
}

/** A missing file as undefined; any other error as a StorageFault. */
function missingAsUndefined(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw new StorageFault('reading a media file failed', error);
}

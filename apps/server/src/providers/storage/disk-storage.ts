import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertMediaFolder,
  mediaContentType,
  type TMediaStorage,
  type TStoredMedia,
} from './media-storage.js';

/**
 * Media on the local disk, under DATA_DIR/media: one server instance (or instances sharing
 * that folder). A file is written beside its name and renamed over it, so a reader sees the
 * old file or the new one, never a part.
 */
export class DiskStorage implements TMediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.#path(key);
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

  async get(key: string): Promise<TStoredMedia | undefined> {
    const contentType = mediaContentType(key);
    try {
      return { bytes: await readFile(this.#path(key)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.#path(key), { force: true })));
  }

  async deleteFolder(prefix: string): Promise<void> {
    assertMediaFolder(prefix);
    await rm(join(this.root, prefix), { recursive: true, force: true });
  }

  /** The key's file; mediaContentType refuses a key with `..` or any other character it could not hold. */
  #path(key: string): string {
    mediaContentType(key);
    return join(this.root, key);
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { resolveByteRange, type TByteRange } from '../../lib/byte-range.js';
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
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    return (await stat(this.#path(key)).catch(missingAsUndefined)) !== undefined;
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

/** A missing file as undefined; any other error as it is. */
function missingAsUndefined(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw error;
}

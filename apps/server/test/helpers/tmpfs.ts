import { execFile } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FILLER = '.filler';

/** A small tmpfs mounted at a folder: a disk the test can fill and free again. */
export interface TTmpfs {
  dir: string;
  /** Writes a file until the disk has no byte left (ENOSPC). */
  fill(): void;
  /** The names of the files on it, fill()'s own left out. */
  files(): Promise<string[]>;
  /** Removes what fill() wrote: the space is back. */
  free(): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Mounts a tmpfs of `megabytes` at `dir` (made if missing), or undefined when this machine does
 * not let the tests mount one (not root, or in a container without the right): the caller skips.
 */
export async function mountTmpfs(dir: string, megabytes: number): Promise<TTmpfs | undefined> {
  await mkdir(dir, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  } catch {
    return undefined;
  }
  const filler = join(dir, FILLER);
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024);
      try {
        // Short writes shrink the chunk, so the last page is filled too.
        for (let size = chunk.length; size > 0;) {
          try {
            writeSync(fd, chunk, 0, size);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
            size = Math.floor(size / 2);
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    async files() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && entry.name !== FILLER).map((entry) => entry.name);
    },
    free: () => rm(filler, { force: true }),
    async unmount() {
      await run('umount', ['-l', dir]).catch(() => undefined);
    },
  };
}

/** Whether a test can mount a tmpfs here; warns once with the reason when it cannot. */
export async function canMountTmpfs(dir: string): Promise<boolean> {
  const probe = await mountTmpfs(dir, 1);
  if (!probe) {
    console.warn(`Skipping the full-disk tests: this machine does not allow mounting a tmpfs (${dir}).`);
    return false;
  }
  await probe.unmount();
  await rm(dir, { recursive: true, force: true });
  return true;
}

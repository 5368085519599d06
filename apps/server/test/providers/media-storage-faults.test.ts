import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StorageFault } from '../../src/lib/storage-errors.js';
import { createMediaStorage } from '../../src/providers/storage/create-media-storage.js';
import { DiskStorage } from '../../src/providers/storage/disk-storage.js';
import { putAll, type TMediaStorage } from '../../src/providers/storage/media-storage.js';
import { parseTestEnv } from '../helpers/build-app.js';
import { FakeS3, type TFakeS3Fault } from '../helpers/fake-s3.js';
import { canMountTmpfs, mountTmpfs, type TTmpfs } from '../helpers/tmpfs.js';

const image = Buffer.alloc(40 * 1024, 7);
const fault = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const mountable = await canMountTmpfs(join(tmpdir(), `inkwell-tmpfs-check-${process.pid}`));

describe.skipIf(!mountable)('DiskStorage on a disk that fills up', () => {
  let disk: TTmpfs;
  let storage: DiskStorage;
  beforeAll(async () => {
    disk = (await mountTmpfs(join(tmpdir(), `inkwell-full-media-${process.pid}`), 1))!;
    storage = new DiskStorage(join(disk.dir, 'media'));
  });
  afterAll(async () => {
    await disk.unmount();
    await rm(disk.dir, { recursive: true, force: true });
  });

  test('a write on a full disk is a StorageFault marked full, leaves no file (not even a part), and works once space is back', async () => {
    await storage.put('images/1/before.webp', image);
    disk.fill();
    const full = await fault(storage.put('images/1/a.webp', image));
    expect(full).toBeInstanceOf(StorageFault);
    expect((full as StorageFault).full).toBe(true);
    expect(await fault(storage.probe())).toMatchObject({ full: true });
    expect(await readdir(join(disk.dir, 'media', 'images', '1'))).toEqual(['before.webp']);
    await disk.free();

    // One page of room: one of two small files fits, the other does not; putAll leaves neither.
    const room = join(disk.dir, '.room');
    await writeFile(room, Buffer.alloc(4096));
    disk.fill();
    await rm(room);
    const small = Buffer.from('a small file');
    const several = await fault(
      putAll(storage, [
        { key: 'images/1/b.webp', bytes: small },
        { key: 'images/1/c.webp', bytes: small },
      ]),
    );
    expect(several).toMatchObject({ full: true });
    expect(await readdir(join(disk.dir, 'media', 'images', '1'))).toEqual(['before.webp']);

    await disk.free();
    await storage.probe();
    await storage.put('images/1/a.webp', image);
    expect((await storage.get('images/1/a.webp'))?.bytes).toEqual(image);
  });
});

describe('S3Storage when the store is in trouble', () => {
  let s3: FakeS3;
  let storage: TMediaStorage;
  beforeAll(async () => {
    s3 = await new FakeS3().listen();
    storage = createMediaStorage(parseTestEnv({ DATA_DIR: tmpdir(), ...s3.appEnv() }));
  });
  afterAll(() => s3.close());

  test.each<[TFakeS3Fault, boolean]>([
    ['slow-down', false],
    ['internal-error', false],
    ['drop', false],
    ['full', true],
  ])(
    '%s: a write is a StorageFault (full: %s), nothing is stored, and it writes again after',
    async (kind, full) => {
      s3.fault = kind;
      const error = await fault(storage.put('images/2/new.webp', image));
      s3.fault = undefined;
      expect(error).toBeInstanceOf(StorageFault);
      expect((error as StorageFault).full).toBe(full);
      expect(s3.objects.has('images/2/new.webp')).toBe(false);
      await storage.put('images/2/new.webp', image);
      expect(await storage.has('images/2/new.webp')).toBe(true);
      await storage.delete(['images/2/new.webp']);
    },
  );

  test('every other call on a failing store is a StorageFault too, a missing file still undefined after', async () => {
    await storage.put('images/3/kept.webp', image);
    s3.fault = 'internal-error';
    const calls = [
      () => storage.get('images/3/kept.webp'),
      () => storage.open('images/3/kept.webp'),
      () => storage.has('images/3/kept.webp'),
      () => storage.delete(['images/3/kept.webp']),
      () => storage.deleteFolder('images/3/'),
      () => storage.probe(),
    ];
    try {
      for (const call of calls) expect(await fault(call())).toBeInstanceOf(StorageFault);
    } finally {
      s3.fault = undefined;
    }
    expect(s3.objects.has('images/3/kept.webp')).toBe(true);
    expect(await storage.get('images/3/missing.webp')).toBeUndefined();
    await storage.probe();
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TByteRange } from '../../src/lib/byte-range.js';
import { StorageFault } from '../../src/lib/storage-errors.js';
import { DiskStorage } from '../../src/providers/storage/disk-storage.js';
import type { TMediaStorage } from '../../src/providers/storage/media-storage.js';
import { S3Storage } from '../../src/providers/storage/s3-storage.js';
import { FakeS3 } from '../helpers/fake-s3.js';

const bytes = (value: string) => Buffer.from(value);

/** A storage under test, how many files it holds, and its clean-up. */
interface TSubject {
  storage: TMediaStorage;
  stored(): Promise<number>;
  close(): Promise<void>;
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const s3Env = (fake: FakeS3, secret = fake.secretAccessKey) => ({
  S3_ENDPOINT: fake.url,
  S3_BUCKET: fake.bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: fake.accessKeyId,
  S3_SECRET_ACCESS_KEY: secret,
  S3_FORCE_PATH_STYLE: true,
});

/** The behaviour every TMediaStorage shares, whatever it stores media in. */
function describeMediaStorage(name: string, open: () => Promise<TSubject>) {
  describe(`${name}: the media storage contract`, () => {
    let subject: TSubject;
    let storage: TMediaStorage;

    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(() => subject.close());

    test('returns what was put, with the content type of the key’s extension', async () => {
      await storage.put('avatars/1/face.webp', bytes('webp bytes'));
      await storage.put('audio/1/voice.mp3', bytes('mp3 bytes'));
      expect(await storage.get('avatars/1/face.webp')).toEqual({
        bytes: bytes('webp bytes'),
        contentType: 'image/webp',
      });
      expect(await storage.get('audio/1/voice.mp3')).toEqual({
        bytes: bytes('mp3 bytes'),
        contentType: 'audio/mpeg',
      });
    });

    test('keeps binary bytes as they are, empty files too', async () => {
      const binary = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
      await storage.put('images/2/all-bytes.png', binary);
      await storage.put('images/2/empty.png', Buffer.alloc(0));
      expect((await storage.get('images/2/all-bytes.png'))?.bytes).toEqual(binary);
      expect((await storage.get('images/2/empty.png'))?.bytes).toEqual(Buffer.alloc(0));
    });

    test('an overwritten key returns the new bytes', async () => {
      await storage.put('avatars/3/face.webp', bytes('old'));
      await storage.put('avatars/3/face.webp', bytes('new'));
      expect((await storage.get('avatars/3/face.webp'))?.bytes).toEqual(bytes('new'));
    });

    test('a missing key gives undefined', async () => {
      expect(await storage.get('avatars/404/none.webp')).toBeUndefined();
      expect(await storage.get('nowhere/none.webp')).toBeUndefined();
    });

    test('opens a file as a stream with its size and type, or undefined when there is none', async () => {
      await storage.put('audio/10/clip.mp3', bytes('0123456789'));
      const file = await storage.open('audio/10/clip.mp3');
      expect(file).toMatchObject({ contentType: 'audio/mpeg', size: 10, span: undefined });
      expect(await text(file!.body!)).toBe('0123456789');
      await storage.put('images/10/empty.png', Buffer.alloc(0));
      const empty = await storage.open('images/10/empty.png');
      expect(empty).toMatchObject({ contentType: 'image/png', size: 0, span: undefined });
      expect(await text(empty!.body!)).toBe('');
      expect(await storage.open('audio/10/none.mp3')).toBeUndefined();
      expect(await storage.open('audio/10/none.mp3', { start: 0 })).toBeUndefined();
      expect(await storage.has('audio/10/clip.mp3')).toBe(true);
      expect(await storage.has('audio/10/none.mp3')).toBe(false);
    });

    test('reads exactly the range asked, its end cut to the file’s last byte', async () => {
      await storage.put('audio/11/clip.mp3', bytes('0123456789'));
      const cases: [TByteRange, string, { start: number; end: number }][] = [
        [{ start: 2, end: 5 }, '2345', { start: 2, end: 5 }],
        [{ start: 7 }, '789', { start: 7, end: 9 }],
        [{ suffix: 3 }, '789', { start: 7, end: 9 }],
        [{ suffix: 50 }, '0123456789', { start: 0, end: 9 }],
        [{ start: 8, end: 500 }, '89', { start: 8, end: 9 }],
        [{ start: 0, end: 0 }, '0', { start: 0, end: 0 }],
      ];
      for (const [range, expected, span] of cases) {
        const file = await storage.open('audio/11/clip.mp3', range);
        expect(file).toMatchObject({ size: 10, span });
        expect(await text(file!.body!)).toBe(expected);
      }
    });

    test('a range that covers none of the file opens nothing and says the size', async () => {
      await storage.put('audio/12/clip.mp3', bytes('0123456789'));
      await storage.put('audio/12/empty.mp3', Buffer.alloc(0));
      for (const range of [{ start: 10 }, { start: 99, end: 100 }, { suffix: 0 }]) {
        expect(await storage.open('audio/12/clip.mp3', range)).toMatchObject({ size: 10, body: undefined });
      }
      expect(await storage.open('audio/12/empty.mp3', { start: 0 })).toMatchObject({
        size: 0,
        body: undefined,
      });
    });

    test('delete removes the given keys, skips missing ones and leaves the rest', async () => {
      await storage.put('images/4/a.webp', bytes('a'));
      await storage.put('images/4/b.webp', bytes('b'));
      await storage.put('images/4/c.webp', bytes('c'));
      await storage.delete(['images/4/a.webp', 'images/4/missing.webp', 'images/4/c.webp']);
      expect(await storage.get('images/4/a.webp')).toBeUndefined();
      expect(await storage.get('images/4/c.webp')).toBeUndefined();
      expect((await storage.get('images/4/b.webp'))?.bytes).toEqual(bytes('b'));
      await storage.delete([]);
      await storage.delete(['images/4/missing.webp']);
    });

    test('deleteFolder removes every file under the folder and nothing beside it', async () => {
      const inside = ['a', 'b', 'c', 'd'].map((name) => `images/7/${name}.webp`);
      inside.push('images/7/sub/e.png');
      const beside = ['images/8/a.webp', 'images/70/a.webp', 'images/7.webp', 'other/7/a.webp'];
      for (const key of [...inside, ...beside]) await storage.put(key, bytes(key));
      await storage.deleteFolder('images/7/');
      for (const key of inside) expect(await storage.get(key)).toBeUndefined();
      for (const key of beside) expect((await storage.get(key))?.bytes).toEqual(bytes(key));
      await storage.deleteFolder('images/7/');
      await storage.deleteFolder('never/used/');
    });

    test('refuses a key the server could not have made, before anything is stored', async () => {
      const before = await subject.stored();
      const refused = ['images/../secret.webp', 'images/A.webp', 'images/7/name', '/images/7/a.webp'];
      refused.push('a.webp', 'images/7/a.exe', 'images//a.webp', 'images/7/a.webp\n');
      for (const key of refused) {
        await expect(storage.put(key, bytes('x'))).rejects.toThrow(/Not a media key/);
        await expect(storage.get(key)).rejects.toThrow(/Not a media key/);
        await expect(storage.delete(['images/9/fine.webp', key])).rejects.toThrow(/Not a media key/);
      }
      expect(await subject.stored()).toBe(before);
    });

    test('probe() writes and removes a file of its own: it resolves and leaves nothing', async () => {
      const before = await subject.stored();
      await storage.probe();
      expect(await subject.stored()).toBe(before);
    });

    test('refuses a folder without a trailing slash, or one it could not have made', async () => {
      await storage.put('images/5/kept.webp', bytes('kept'));
      for (const folder of ['images/5', 'images', '', '/', '../', 'images/../', '/images/5/', 'Images/5/']) {
        await expect(storage.deleteFolder(folder)).rejects.toThrow(/Not a media folder/);
      }
      expect((await storage.get('images/5/kept.webp'))?.bytes).toEqual(bytes('kept'));
    });
  });
}

describeMediaStorage('DiskStorage', async () => {
  const diskRoot = await mkdtemp(join(tmpdir(), 'inkwell-media-'));
  return {
    storage: new DiskStorage(diskRoot),
    stored: async () => (await filesUnder(diskRoot)).length,
    close: () => rm(diskRoot, { recursive: true, force: true }),
  };
});

describe('DiskStorage only', () => {
  test('leaves no .tmp file behind after puts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'inkwell-media-'));
    try {
      const storage = new DiskStorage(root);
      await Promise.all(
        ['a', 'b', 'a', 'c'].map((name) => storage.put(`images/1/${name}.webp`, bytes(name))),
      );
      await storage.put('images/1/a.webp', bytes('again'));
      const files = await filesUnder(root);
      expect(files.map((file) => file.slice(root.length + 1)).sort()).toEqual([
        'images/1/a.webp',
        'images/1/b.webp',
        'images/1/c.webp',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describeMediaStorage('S3Storage', async () => {
  const fake = await new FakeS3({ maxKeys: 2 }).listen();
  return {
    storage: new S3Storage(s3Env(fake)),
    stored: () => Promise.resolve(fake.objects.size),
    close: () => fake.close(),
  };
});

describe('S3Storage only', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await new FakeS3({ maxKeys: 2 }).listen();
  });
  afterAll(() => fake.close());

  test('stores the key’s content type and sends whole, signed bodies without optional checksums', async () => {
    const storage = new S3Storage(s3Env(fake));
    fake.requests.length = 0;
    await storage.put('images/1/a.webp', bytes('whole'));
    expect(fake.objects.get('images/1/a.webp')).toMatchObject({
      bytes: bytes('whole'),
      contentType: 'image/webp',
    });
    const [put] = fake.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/${fake.bucket}/images/1/a.webp` });
    expect(put!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(put!.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(put!.headers).filter((name) => name.startsWith('x-amz-checksum'))).toEqual([]);
  });

  test('serves the key’s content type whatever the store kept', async () => {
    const storage = new S3Storage(s3Env(fake));
    fake.objects.set('images/1/b.webp', {
      bytes: bytes('b'),
      contentType: 'text/html',
      lastModified: new Date(),
    });
    expect(await storage.get('images/1/b.webp')).toEqual({ bytes: bytes('b'), contentType: 'image/webp' });
  });

  test('asks the store for the range itself, so only those bytes cross the network', async () => {
    const storage = new S3Storage(s3Env(fake));
    await storage.put('audio/1/long.mp3', Buffer.alloc(100_000, 7));
    fake.requests.length = 0;
    const file = await storage.open('audio/1/long.mp3', { start: 1000, end: 1009 });
    expect(file).toMatchObject({ size: 100_000, span: { start: 1000, end: 1009 } });
    expect(await text(file!.body!)).toBe('\x07'.repeat(10));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', headers: { range: 'bytes=1000-1009' } });
  });

  test('deleteFolder lists page by page and deletes each page', async () => {
    const storage = new S3Storage(s3Env(fake));
    for (const name of ['a', 'b', 'c', 'd', 'e']) await storage.put(`images/7/${name}.webp`, bytes(name));
    fake.requests.length = 0;
    await storage.deleteFolder('images/7/');
    const lists = fake.requests.filter((request) => request.query['list-type'] === '2');
    const deletes = fake.requests.filter((request) => request.method === 'POST' && 'delete' in request.query);
    expect(lists).toHaveLength(3);
    expect(lists.map((request) => request.query.prefix)).toEqual(['images/7/', 'images/7/', 'images/7/']);
    expect(lists[0]!.query['continuation-token']).toBeUndefined();
    expect(lists[1]!.query['continuation-token']).toBeDefined();
    expect(deletes).toHaveLength(3);
    expect([...fake.objects.keys()].filter((key) => key.startsWith('images/7/'))).toEqual([]);
  });

  test('a storage with the wrong secret key is refused by the signature check, and stores nothing', async () => {
    const before = fake.objects.size;
    const storage = new S3Storage(s3Env(fake, 'not-the-secret'));
    const put = await storage.put('images/9/a.webp', bytes('x')).catch((error: unknown) => error);
    expect(put).toBeInstanceOf(StorageFault);
    expect((put as StorageFault).cause).toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
    const get = await storage.get('images/1/a.webp').catch((error: unknown) => error);
    expect((get as StorageFault).cause).toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(fake.objects.has('images/9/a.webp')).toBe(false);
    expect(fake.objects.size).toBe(before);
  });

  test('another bucket is an error, not a missing file', async () => {
    const storage = new S3Storage({ ...s3Env(fake), S3_BUCKET: 'another-bucket' });
    const error = await storage.get('images/1/a.webp').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StorageFault);
    expect((error as StorageFault).cause).toMatchObject({ name: 'NoSuchBucket' });
  });
});

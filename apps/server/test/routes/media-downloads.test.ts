import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DETAIL } from '../../src/routes/media.js';
import { DOWNLOAD_DETAIL } from '../../src/routes/send-media.js';
import { buildTestApp, type TTestApp } from '../helpers/build-app.js';
import { FakeS3 } from '../helpers/fake-s3.js';

/** 8 MiB, more than the sockets between the server and a client that stops reading hold. */
const SIZE = 8 * 1024 * 1024;
const FILE = Buffer.from(Array.from({ length: SIZE }, (_, index) => (index * 7) % 251));
const KEY = 'users/1/speech/0123456789abcdef0123456789abcdef.mp3';

/** Media downloads, streamed, with ranges and a bound on how many run at once, on both storages. */
describe.each(['disk', 's3'] as const)('Media downloads on %s storage', (storage) => {
  let ctx: TTestApp;
  let s3: FakeS3 | undefined;
  let origin: string;
  beforeAll(async () => {
    s3 = storage === 's3' ? await new FakeS3().listen() : undefined;
    const s3Env: Record<string, string> = s3
      ? {
          S3_ENDPOINT: s3.url,
          S3_BUCKET: s3.bucket,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        }
      : {};
    ctx = await buildTestApp({ env: { ...s3Env, MEDIA_MAX_DOWNLOADS: '1' } });
    await ctx.app.media.put(KEY, FILE);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  const link = (download?: string) => origin + ctx.app.mediaLinks.sign(KEY, download);
  const get = (range?: string, url = link()) => fetch(url, range === undefined ? {} : { headers: { range } });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends the whole file with its headers, and says ranges are accepted', async () => {
    const response = await get(undefined, link('speech-1-hello.mp3'));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(SIZE),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'content-disposition': 'attachment; filename="speech-1-hello.mp3"',
    });
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect((await bytesOf(response)).equals(FILE)).toBe(true);
    const head = await fetch(link(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));
    expect((await bytesOf(head)).length).toBe(0);
  });

  it('answers one range with exactly those bytes: a-b, a-, -n, an end past the file cut', async () => {
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=0-0', 0, 0],
      [`bytes=${SIZE - 1000}-`, SIZE - 1000, SIZE - 1],
      ['bytes=-500', SIZE - 500, SIZE - 1],
      [`bytes=${SIZE - 10}-${SIZE + 5000}`, SIZE - 10, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      s3?.requests.splice(0);
      const response = await get(range);
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect((await bytesOf(response)).equals(FILE.subarray(start, end + 1))).toBe(true);
      // S3 is asked for the range itself, never the whole object.
      if (s3) expect(s3.requests.map((request) => request.headers.range)).toEqual([range]);
    }
  });

  it('answers a range outside the file 416 with the file’s size', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0']) {
      const response = await get(range);
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(await response.json()).toEqual({ detail: DOWNLOAD_DETAIL.range });
    }
  });

  it('sends the whole file for a malformed range or several ranges', async () => {
    for (const range of ['bytes=200-100', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', 'bytes=-']) {
      const response = await get(range);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect((await bytesOf(response)).equals(FILE)).toBe(true);
    }
  });

  it('checks the signed link before anything else, a range or not', async () => {
    const tampered = link().replace(/signature=[^&]+/, 'signature=AAAA');
    const response = await get('bytes=0-9', tampered);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: MEDIA_DETAIL.invalid });
    const other = link().replace(KEY, 'users/1/speech/ffffffffffffffffffffffffffffffff.mp3');
    expect((await get(undefined, other)).status).toBe(403);
  });

  it('holds a place per download: past the limit one waits, one more is refused, a client leaving frees it', async () => {
    // The only place, held by a client that reads one piece and then nothing.
    const slow = new AbortController();
    const holder = await fetch(link(), { signal: slow.signal });
    expect(holder.status).toBe(200);
    const reader = holder.body!.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);

    // Of two more, one waits for the place and the other is refused at once.
    const second = get();
    const third = get();
    const refused = await Promise.race([second, third]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ detail: DOWNLOAD_DETAIL.busy });

    // The slow client goes away: its file is closed and its place goes to the one waiting.
    slow.abort();
    await reader.read().catch(() => undefined);
    const waited = (await second) === refused ? await third : await second;
    expect(waited.status).toBe(200);
    expect((await bytesOf(waited)).equals(FILE)).toBe(true);

    const following = await get('bytes=10-19');
    expect(following.status).toBe(206);
    expect((await bytesOf(following)).equals(FILE.subarray(10, 20))).toBe(true);
  });

  it('streams avatars too, with ranges', async () => {
    const name = 'abcdefabcdefabcdefabcdefabcdefab.webp';
    await ctx.app.media.put(`avatars/${name}`, FILE.subarray(0, 1000));
    const response = await get('bytes=10-19', `${origin}/media/avatars/${name}`);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(response)).equals(FILE.subarray(10, 20))).toBe(true);
    expect((await get(undefined, `${origin}/media/avatars/${name.replace('a', 'b')}`)).status).toBe(404);
  });
});

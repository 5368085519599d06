import { type TImageResult, type TSavedImage } from '@inkwell/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DETAIL } from '../../../../../src/services/ai-images/image-service.js';
import { MEDIA_DETAIL } from '../../../../../src/routes/media.js';
import { STORAGE_DETAIL, STORAGE_RETRY_AFTER_SECONDS } from '../../../../../src/lib/storage-errors.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { FakeS3 } from '../../../../helpers/fake-s3.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const PROMPT = 'A red fox asleep in fresh snow, watercolour';

/** The same behaviour on both media storages: the local disk, and S3 (a fake S3-compatible server). */
describe.each(['disk', 's3'] as const)('AI Images on %s storage', (storage) => {
  let f: TChatFixture;
  let s3: FakeS3 | undefined;
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
    f = await startChatFixture({ AI_IMAGE_MODEL: 'fake-image-1', ...s3Env });
  });
  afterAll(async () => {
    await f?.close();
    await s3?.close();
  });

  const origin = () => f.base.replace(/\/api\/v1\/ai$/, '');
  const signedIn = (images = 0) => signedInWithBalance(f.app, { ai_image_tokens: images });
  const generate = (user: TLoggedIn, body: object) => call(f, user, 'POST', '/images/', body);
  const saved = (user: TLoggedIn, method: string, path: string) =>
    fetch(`${origin()}/api/v1/saved/images/${path}`, { method, headers: user.headers });
  const aiImages = async (user: TLoggedIn) => (await storedBalances(f.app, user.id)).ai_image_tokens;
  /** Every file in the media storage under the user's folder. */
  const storedFiles = async (userId: number) => {
    const rows = await f.app.repositories.images.findAllByUserId(userId);
    const keys = rows.flatMap((row) => [row.file_key, row.thumbnail_key]);
    const found = await Promise.all(keys.map((key) => f.app.media.get(key)));
    return { keys, found: found.filter(Boolean).length };
  };
  const imageCount = () =>
    s3 ? [...s3.objects.keys()].filter((key) => key.includes('/images/')).length : undefined;

  it('offers the configured model’s sizes, and generates 1 then 4 images, charged 1 and 4', async () => {
    const user = await signedIn(5);
    const options = await (await call(f, user, 'GET', '/images/options/')).json();
    expect(options).toMatchObject({
      configured: true,
      sizes: ['256x256', '512x512', '1024x1024'],
      default_size: '256x256',
      max_count: 4,
    });
    const before = await aiImages(user);

    const one = await generate(user, { prompt: PROMPT, size: '512x512', n: 1 });
    expect(one.status).toBe(201);
    const first = (await one.json()) as TImageResult;
    expect(first.images).toHaveLength(1);
    expect(first.images[0]).toMatchObject({ prompt: PROMPT, size: '512x512', width: 512, height: 512 });
    expect(first.balance).toBe(before - 1);
    const request = f.fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/generations');
    expect(request.body).toMatchObject({ model: 'fake-image-1', prompt: PROMPT, n: 1, size: '512x512' });
    expect(request.body.response_format).toBe('b64_json');

    const four = (await (
      await generate(user, { prompt: PROMPT, size: '256x256', n: 4 })
    ).json()) as TImageResult;
    expect(four.images).toHaveLength(4);
    expect(four.balance).toBe(before - 5);
    expect(await aiImages(user)).toBe(before - 5);
    expect(await storedFiles(user.id)).toMatchObject({ found: 10 });
    await expectLedgerMatchesBalances(f.app, user.id);

    // Stored re-encoded as WebP, with a thumbnail no larger than the gallery needs.
    const image = await fetch(origin() + four.images[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const big = (await (
      await generate(user, { prompt: 'x', size: '1024x1024', n: 1 })
    ).json()) as TImageResult;
    const thumbnail = Buffer.from(await (await fetch(origin() + big.images[0]!.thumbnail_url)).arrayBuffer());
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('asks for more than the balance: 402 before anything reaches the provider', async () => {
    const user = await signedIn();
    const held = await aiImages(user);
    const sent = f.fake.requests.length;
    const response = await generate(user, { prompt: PROMPT, size: '256x256', n: held + 1 });
    expect(response.status).toBe(held + 1 > 4 ? 400 : 402);
    expect(f.fake.requests.length).toBe(sent);
    expect(await aiImages(user)).toBe(held);
  });

  it('a provider failure, a refused prompt or an answer that is no image: nothing charged, nothing stored', async () => {
    const user = await signedIn(4);
    const held = await aiImages(user);
    const stored = imageCount();

    f.fake.fail(400, 'Bad request.');
    expect((await generate(user, { prompt: PROMPT, size: '256x256', n: 2 })).status).toBe(502);

    f.fake.fail(400, 'Your request was rejected by our safety system.', {}, 'content_policy_violation');
    const refused = await generate(user, { prompt: PROMPT, size: '256x256', n: 2 });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toContain('content policy');

    f.fake.replyImages({ kind: 'not-an-image' });
    const garbage = await generate(user, { prompt: PROMPT, size: '256x256', n: 2 });
    expect(garbage.status).toBe(502);
    expect(((await garbage.json()) as { detail: string }).detail).toBe(IMAGE_DETAIL.notAnImage);

    // An answer larger than its pictures can be is not read (the server's memory is not the provider's).
    f.fake.replyImages({ kind: 'oversized' });
    expect((await generate(user, { prompt: PROMPT, size: '256x256', n: 1 })).status).toBe(502);

    // A URL on another host is never fetched (the server fetches only from the provider's origin).
    f.fake.replyImages({ kind: 'foreign-url' });
    expect((await generate(user, { prompt: PROMPT, size: '256x256', n: 1 })).status).toBe(502);

    expect(await aiImages(user)).toBe(held);
    expect(await storedFiles(user.id)).toEqual({ keys: [], found: 0 });
    expect(imageCount()).toBe(stored);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('fewer images than asked: only those are charged; a link on the provider’s own host is fetched', async () => {
    const user = await signedIn(4);
    const held = await aiImages(user);
    f.fake.replyImages({ count: 1 });
    const partial = (await (
      await generate(user, { prompt: PROMPT, size: '256x256', n: 3 })
    ).json()) as TImageResult;
    expect(partial).toMatchObject({ requested: 3, balance: held - 1 });
    expect(partial.images).toHaveLength(1);

    f.fake.replyImages({ kind: 'url' });
    const linked = (await (
      await generate(user, { prompt: PROMPT, size: '256x256', n: 2 })
    ).json()) as TImageResult;
    expect(linked.images).toHaveLength(2);
    expect(await aiImages(user)).toBe(held - 3);
  });

  it('refuses a size, count, style or quality the model does not offer, before charging', async () => {
    const user = await signedIn();
    const response = await generate(user, { prompt: PROMPT, size: '640x480', n: 1, style: 'vivid' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      size: [IMAGE_DETAIL.size],
      style: [IMAGE_DETAIL.style],
    });
    expect((await generate(user, { prompt: PROMPT, size: '256x256', n: 5 })).status).toBe(400);
    expect((await generate(user, { prompt: '   ', size: '256x256', n: 1 })).status).toBe(400);
    expect((await generate(user, { prompt: PROMPT, size: '256x256; drop', n: 1 })).status).toBe(400);
  });

  it('My Images: lists newest first with search, hides others’ images (404), deletes the files too', async () => {
    const user = await signedIn(3);
    await generate(user, { prompt: 'A lighthouse at dusk', size: '256x256', n: 1 });
    const made = (await (
      await generate(user, { prompt: 'A cat in a teacup', size: '256x256', n: 2 })
    ).json()) as TImageResult;
    const list = (await (await saved(user, 'GET', '')).json()) as { count: number; results: TSavedImage[] };
    expect(list.count).toBe(3);
    expect(list.results[0]!.prompt).toBe('A cat in a teacup');
    const found = (await (await saved(user, 'GET', '?search=lighthouse')).json()) as { count: number };
    expect(found.count).toBe(1);

    const target = made.images[0]!;
    const stranger = await signedIn();
    expect((await saved(stranger, 'GET', `${target.id}/`)).status).toBe(404);
    expect((await saved(stranger, 'DELETE', `${target.id}/`)).status).toBe(404);
    expect(((await (await saved(stranger, 'GET', '')).json()) as { count: number }).count).toBe(0);

    const row = (await f.app.repositories.images.findOwned(user.id, target.id))!;
    expect((await saved(user, 'DELETE', `${target.id}/`)).status).toBe(204);
    expect(await f.app.media.get(row.file_key)).toBeUndefined();
    expect(await f.app.media.get(row.thumbnail_key)).toBeUndefined();
    expect((await saved(user, 'GET', `${target.id}/`)).status).toBe(404);
    expect((await fetch(origin() + target.url)).status).toBe(404);
  });

  it('signed links: a changed signature, key or download name is 403; a download is an attachment', async () => {
    const user = await signedIn(2);
    const [mine] = (
      (await (await generate(user, { prompt: PROMPT, size: '256x256', n: 1 })).json()) as TImageResult
    ).images;
    const other = await signedIn(2);
    const [theirs] = (
      (await (await generate(other, { prompt: PROMPT, size: '256x256', n: 1 })).json()) as TImageResult
    ).images;
    const link = new URL(mine!.url, origin());

    const tampered = new URL(link);
    tampered.searchParams.set('signature', `${link.searchParams.get('signature')!.slice(0, -2)}AA`);
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: MEDIA_DETAIL.invalid });

    // My signature on their file's path.
    const theirPath = new URL(theirs!.url, origin()).pathname;
    expect((await fetch(`${origin()}${theirPath}${link.search}`)).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await fetch(later)).status).toBe(403);
    expect((await fetch(`${origin()}${link.pathname}`)).status).toBe(403);

    const download = await fetch(origin() + mine!.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="image-${mine!.id}-a-red-fox-asleep-in-fresh-snow-watercolour.webp"`,
    );
    const renamed = new URL(mine!.download_url, origin());
    renamed.searchParams.set('download', 'evil.html');
    expect((await fetch(renamed)).status).toBe(403);
  });

  it('deleting the account removes its images’ files', async () => {
    const user = await signedIn(2);
    await generate(user, { prompt: PROMPT, size: '256x256', n: 2 });
    const { keys } = await storedFiles(user.id);
    expect(keys).toHaveLength(4);
    const deleted = await fetch(`${origin()}/api/v1/users/account/`, {
      method: 'DELETE',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(deleted.status).toBe(204);
    for (const key of keys) expect(await f.app.media.get(key)).toBeUndefined();
  });
});

describe('AI Images when the media storage fails', () => {
  let f: TChatFixture;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await new FakeS3().listen();
    f = await startChatFixture({
      AI_IMAGE_MODEL: 'fake-image-1',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: 'not-the-secret-the-store-knows',
    });
  });
  afterAll(async () => {
    await f?.close();
    await s3?.close();
  });

  it('answers 503, charges nothing, saves nothing and tells the operator in the log', async () => {
    const user = await injectWithLogin(f.app);
    await f.app.balances.ensureAccount(user.id);
    const before = (await storedBalances(f.app, user.id)).ai_image_tokens;
    const response = await call(f, user, 'POST', '/images/', { prompt: PROMPT, size: '256x256', n: 1 });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(((await response.json()) as { detail: string }).detail).toBe(STORAGE_DETAIL.unavailable);
    expect((await storedBalances(f.app, user.id)).ai_image_tokens).toBe(before);
    expect(await f.app.repositories.images.findAllByUserId(user.id)).toEqual([]);
    expect(s3.objects.size).toBe(0);
    expect(f.logs.join('')).toContain('storage failed');
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

describe('AI Images without a configured model, then with DALL·E 3', () => {
  let f: TChatFixture;
  beforeAll(async () => {
    f = await startChatFixture();
    f.fake.models.push('dall-e-3');
  });
  afterAll(() => f?.close());

  it('says it is not set up (503, nothing charged); DALL·E 3 offers its own choices and asks one image per request', async () => {
    const user = await injectWithLogin(f.app);
    await f.app.balances.ensureAccount(user.id);
    const options = await (await call(f, user, 'GET', '/images/options/')).json();
    expect(options).toMatchObject({ configured: false, sizes: [], default_size: null });
    const refused = await call(f, user, 'POST', '/images/', { prompt: PROMPT, size: '1024x1024', n: 1 });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { detail: string }).detail).toContain('AI Images are not set up yet');

    const admin = await injectWithLogin(f.app, { role: 'admin' });
    await f.app.aiSettings.assign(
      'image',
      { provider_id: 'environment', model: 'dall-e-3' },
      { id: admin.id, ip: null },
    );
    const dalle = await (await call(f, user, 'GET', '/images/options/')).json();
    expect(dalle).toMatchObject({
      configured: true,
      sizes: ['1024x1024', '1792x1024', '1024x1792'],
      styles: [{ id: 'vivid' }, { id: 'natural' }],
      qualities: [{ id: 'standard' }, { id: 'hd' }],
    });
    const sent = f.fake.requests.length;
    const made = await call(f, user, 'POST', '/images/', {
      prompt: PROMPT,
      size: '1024x1024',
      n: 2,
      style: 'natural',
      quality: 'hd',
    });
    expect(made.status).toBe(201);
    expect(((await made.json()) as TImageResult).images).toHaveLength(2);
    const asked = f.fake.requests.slice(sent);
    expect(asked).toHaveLength(2);
    for (const request of asked)
      expect(request.body).toMatchObject({ n: 1, style: 'natural', quality: 'hd' });
  });
});

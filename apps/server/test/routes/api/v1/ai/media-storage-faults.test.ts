import { join } from 'node:path';
import type { TImageResult, TSpeechResult, TVoice } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_DETAIL, STORAGE_RETRY_AFTER_SECONDS } from '../../../../../src/lib/storage-errors.js';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { FakeS3 } from '../../../../helpers/fake-s3.js';
import { canMountTmpfs, mountTmpfs, type TTmpfs } from '../../../../helpers/tmpfs.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const IMAGE = { prompt: 'A lighthouse in a storm', size: '256x256', n: 2 };
const TEXT = 'A full disk must not cost anything.';

/** A signed-in user holding images and speeches, and the two requests that store media. */
async function mediaUser(f: TChatFixture) {
  const user = await signedInWithBalance(f.app, { ai_image_tokens: 4, text_to_speech_tokens: 2 });
  const voices = (await (await call(f, user, 'GET', '/voices/')).json()) as TVoice[];
  const voice = voices.find((one) => one.engine === 'flite')!;
  return {
    user,
    image: () => call(f, user, 'POST', '/images/', IMAGE),
    speech: () =>
      call(f, user, 'POST', '/text-to-speech/', { text: TEXT, voice_id: voice.id, speed: 1, format: 'mp3' }),
  };
}

/** What a failed request must not leave: no saved image or speech, the balances as they were. */
async function expectNothingLeft(f: TChatFixture, user: TLoggedIn, balances: object) {
  expect(await f.app.repositories.images.findAllByUserId(user.id)).toEqual([]);
  expect(await f.app.repositories.speeches.findAllByUserId(user.id)).toEqual([]);
  expect(await storedBalances(f.app, user.id)).toEqual(balances);
  await expectLedgerMatchesBalances(f.app, user.id);
}

const mountable = await canMountTmpfs(
  join(process.env.TMPDIR ?? '/tmp', `inkwell-tmpfs-check-${process.pid}`),
);

describe.skipIf(!mountable)('AI Images and Text to Speech when the media disk is full', () => {
  let f: TChatFixture;
  let disk: TTmpfs;
  beforeAll(async () => {
    f = await startChatFixture({ AI_IMAGE_MODEL: 'fake-image-1' });
    disk = (await mountTmpfs(join(f.ctx.config.DATA_DIR, 'media'), 2))!;
  });
  afterAll(async () => {
    await disk?.unmount();
    await f?.close();
  });

  it('answers 507 with nothing charged and no file or row left; the same requests succeed once space is back', async () => {
    const { user, image, speech } = await mediaUser(f);
    const before = await storedBalances(f.app, user.id);
    disk.fill();

    for (const request of [image, speech]) {
      const response = await request();
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({ detail: STORAGE_DETAIL.full });
    }
    await expectNothingLeft(f, user, before);
    expect(await disk.files()).toEqual([]);
    expect(f.logs.join('')).toContain('storage is full');

    await disk.free();
    const images = await image();
    expect(images.status).toBe(201);
    expect(((await images.json()) as TImageResult).balance).toBe(before.ai_image_tokens - 2);
    const spoken = await speech();
    expect(spoken.status).toBe(201);
    expect(((await spoken.json()) as TSpeechResult).balance).toBe(before.text_to_speech_tokens - 1);
    expect(await disk.files()).toHaveLength(5);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

describe('AI Images and Text to Speech when the S3 store fails', () => {
  let f: TChatFixture;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await new FakeS3().listen();
    f = await startChatFixture({ AI_IMAGE_MODEL: 'fake-image-1', ...s3.appEnv() });
  });
  afterAll(async () => {
    await f?.close();
    await s3?.close();
  });

  it('answers 503 with Retry-After (507 when the store is full), charges nothing, stores nothing, then recovers', async () => {
    const { user, image, speech } = await mediaUser(f);
    const before = await storedBalances(f.app, user.id);

    for (const [fault, request] of [
      ['internal-error', image],
      ['drop', speech],
    ] as const) {
      s3.fault = fault;
      const response = await request().finally(() => (s3.fault = undefined));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({ detail: STORAGE_DETAIL.unavailable });
    }
    s3.fault = 'full';
    const full = await image().finally(() => (s3.fault = undefined));
    expect(full.status).toBe(507);
    await expectNothingLeft(f, user, before);
    expect(s3.objects.size).toBe(0);
    expect((await image()).status).toBe(201);
    expect((await speech()).status).toBe(201);
    expect(s3.objects.size).toBe(5);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});

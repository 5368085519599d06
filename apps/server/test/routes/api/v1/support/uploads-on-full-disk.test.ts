import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_DETAIL } from '../../../../../src/lib/storage-errors.js';
import { pcmWav } from '../../../../../src/providers/speech/audio-codec.js';
import { PocketSphinxEngine } from '../../../../../src/providers/speech/pocketsphinx-engine.js';
import { storedBalances } from '../../../../helpers/balance.js';
import { filesForm, multipart } from '../../../../helpers/multipart.js';
import { canMountTmpfs, mountTmpfs, type TTmpfs } from '../../../../helpers/tmpfs.js';
import { screenshot, startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from './support-fixture.js';

const mountable = await canMountTmpfs(
  join(process.env.TMPDIR ?? '/tmp', `inkwell-tmpfs-check-${process.pid}`),
);
const transcribes = await PocketSphinxEngine.isInstalled();

/** Uploads kept in the media storage (a support request’s images, an avatar, audio to transcribe) on a full disk. */
describe.skipIf(!mountable)('Uploads when the media disk is full', () => {
  let f: TSupportFixture;
  let disk: TTmpfs;
  beforeAll(async () => {
    f = await startSupportFixture();
    disk = (await mountTmpfs(join(f.ctx.config.DATA_DIR, 'media'), 2))!;
  });
  afterAll(async () => {
    await disk?.unmount();
    await f?.close();
  });

  it('answers 507 to a support request with images, an avatar and an audio upload: nothing charged, stored or saved; all succeed with space back', async () => {
    const user = await f.signedIn({ speech_to_text_tokens: 1 });
    const png = await screenshot(40, 30);
    const before = await storedBalances(f.app, user.id);
    const ticket = () =>
      f.send(user, 'support/requests/', SUPPORT_REQUEST, [
        ['a.png', png],
        ['b.png', png],
      ]);
    const avatarForm = await multipart(filesForm('file', { bytes: png }));
    const avatar = () =>
      f.app.inject({
        method: 'POST',
        url: '/api/v1/users/profile/avatar/',
        headers: { ...user.headers, 'content-type': avatarForm.contentType },
        payload: avatarForm.payload,
      });
    const audio = () => {
      const form = new FormData();
      form.set('language', 'en');
      form.set('file', new Blob([pcmWav(Buffer.alloc(16_000 * 2), 16_000)]), 'one-second.wav');
      return fetch(`${f.origin}/api/v1/ai/speech-to-text/`, {
        method: 'POST',
        headers: user.headers,
        body: form,
      });
    };
    disk.fill();

    expect(await ticket()).toEqual({ status: 507, body: { detail: STORAGE_DETAIL.full } });
    const refusedAvatar = await avatar();
    expect(refusedAvatar.statusCode).toBe(507);
    expect(refusedAvatar.json()).toEqual({ detail: STORAGE_DETAIL.full });
    if (transcribes) {
      const refusedAudio = await audio();
      expect(refusedAudio.status).toBe(507);
      expect(await refusedAudio.json()).toEqual({ detail: STORAGE_DETAIL.full });
    }
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    expect((await f.call(user, 'GET', 'support/requests/')).body.count).toBe(0);
    expect((await f.app.repositories.users.findById(user.id))?.avatar).toBeFalsy();
    expect(await f.app.repositories.transcriptions.findAllByUserId(user.id)).toEqual([]);
    expect(await disk.files()).toEqual([]);

    await disk.free();
    expect((await ticket()).status).toBe(201);
    expect((await avatar()).statusCode).toBe(200);
    if (transcribes) expect((await audio()).status).toBe(201);
    const after = await storedBalances(f.app, user.id);
    expect(after.support_request_sent).toBe(before.support_request_sent - 1);
  });
});

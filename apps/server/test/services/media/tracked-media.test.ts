import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../../src/lib/time.js';
import { createMediaStorage } from '../../../src/providers/storage/create-media-storage.js';
import { TrackedMedia } from '../../../src/services/media/tracked-media.js';
import { userMediaKey } from '../../../src/services/media/user-media.js';
import { createUser } from '../../helpers/accounts.js';
import { useTestApp } from '../../helpers/build-app.js';

/**
 * A process killed between writing a user's file and committing the row that names it: once
 * its lease has expired, the sweep removes the file (and a part it was still writing), keeps
 * the files a row names, and forgets every note of that writer.
 */
describe('media writes of a killed instance', () => {
  const ctx = useTestApp();
  const onDisk = (key: string) => existsSync(join(ctx.config.DATA_DIR, 'media', key));

  it('the sweep after its lease removes the files no row names and keeps the named ones', async () => {
    const { app } = ctx;
    const dead = randomUUID();
    await app.repositories.instances.renew({ id: dead, started_at: nowIso(), lease_until: nowIso() });
    const killed = new TrackedMedia(createMediaStorage(app.config), app.repositories, dead);
    const user = await createUser(app);
    const [stray, kept, thumbnail, cut] = ['images', 'images', 'images', 'support'].map((kind) =>
      userMediaKey(user.id, kind, 'webp'),
    ) as [string, string, string, string];
    for (const key of [stray, kept, thumbnail]) await killed.put(key, Buffer.from('webp'));
    await app.repositories.images.createMany([
      {
        user_id: user.id,
        prompt: 'Kept',
        size: '256x256',
        style: null,
        quality: null,
        model: 'fake-image-1',
        file_key: kept,
        thumbnail_key: thumbnail,
        width: 1,
        height: 1,
        bytes: 4,
        created_at: nowIso(),
      },
    ]);
    // A write the kill cut short: noted, its part beside the name, no file under it.
    await app.repositories.mediaWrites.note(cut, dead, nowIso());
    const part = join(ctx.config.DATA_DIR, 'media', `${cut}.0a1b2c3d4e5f.tmp`);
    await mkdir(dirname(part), { recursive: true });
    await writeFile(part, 'half');

    await app.instanceLeases.sweep();

    expect(onDisk(stray)).toBe(false);
    expect(existsSync(part)).toBe(false);
    expect([onDisk(kept), onDisk(thumbnail)]).toEqual([true, true]);
    const notes = await app.db.selectFrom('media_writes').select('key').where('holder', '=', dead).execute();
    expect(notes).toEqual([]);
  });

  it("a live instance's own write is left alone until a row names it", async () => {
    const { app } = ctx;
    const user = await createUser(app);
    const key = userMediaKey(user.id, 'images', 'webp');
    await app.media.put(key, Buffer.from('webp'));

    await app.instanceLeases.sweep();

    expect(onDisk(key)).toBe(true);
    await app.media.delete([key]);
    expect(await app.db.selectFrom('media_writes').select('key').where('key', '=', key).execute()).toEqual(
      [],
    );
  });
});

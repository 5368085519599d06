import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STORAGE_DETAIL } from '../../../../../src/lib/storage-errors.js';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { filesForm, multipart } from '../../../../helpers/multipart.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { copySqliteTemplate } from '../../../../helpers/test-database.js';
import { canMountTmpfs, mountTmpfs, type TTmpfs } from '../../../../helpers/tmpfs.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const template = inject('databaseTemplate');
// SQLite only: PostgreSQL keeps its files on its own server.
const mountable =
  template !== undefined && (await canMountTmpfs(join(tmpdir(), `inkwell-tmpfs-check-${process.pid}`)));

describe.skipIf(!mountable)('A request when the disk under the SQLite database is full', () => {
  let f: TChatFixture;
  let disk: TTmpfs;
  beforeAll(async () => {
    disk = (await mountTmpfs(join(tmpdir(), `inkwell-full-database-${process.pid}`), 48))!;
    await copySqliteTemplate(template!, disk.dir);
    f = await startChatFixture({ AI_IMAGE_MODEL: 'fake-image-1', DATA_DIR: disk.dir });
  });
  afterAll(async () => {
    await f?.close();
    await disk?.unmount();
    await rm(disk?.dir ?? '', { recursive: true, force: true });
  });

  it('answers 507 with nothing written (no hold, no ledger row, no file), and succeeds once space is back', async () => {
    const user = await signedInWithBalance(f.app, { ai_image_tokens: 2 });
    const generate = () =>
      call(f, user, 'POST', '/images/', { prompt: 'A quiet harbour', size: '256x256', n: 1 });
    const before = await storedBalances(f.app, user.id);
    const ledger = (await f.app.repositories.balances.findLedgerByUserId(user.id)).length;
    const holds = () =>
      f.app.db.selectFrom('balance_reservations').select('id').where('user_id', '=', user.id).execute();
    const asked = f.fake.requests.length;
    // An empty write-ahead log: the next transaction needs new space on the disk to commit.
    await sql`pragma wal_checkpoint(truncate)`.execute(f.app.db);
    disk.fill();

    const refused = await generate();
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ detail: STORAGE_DETAIL.full });
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    expect(await f.app.repositories.balances.findLedgerByUserId(user.id)).toHaveLength(ledger);
    expect(await holds()).toEqual([]);
    expect(await f.app.repositories.images.findAllByUserId(user.id)).toEqual([]);
    expect(f.fake.requests.length).toBe(asked);
    expect(f.logs.join('')).toContain('storage is full');

    await disk.free();
    const made = await generate();
    expect(made.status).toBe(201);
    expect((await storedBalances(f.app, user.id)).ai_image_tokens).toBe(before.ai_image_tokens - 1);
    expect(await readdir(join(disk.dir, 'media', 'users', String(user.id), 'images'))).toHaveLength(2);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('an avatar stored when its profile row cannot be saved is removed again', async () => {
    const user = await injectWithLogin(f.app);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await sql`pragma wal_checkpoint(truncate)`.execute(f.app.db);
    // One page left: room for the small avatar file, none for the database's write.
    const room = join(disk.dir, '.room');
    await writeFile(room, Buffer.alloc(4096));
    disk.fill();
    await rm(room);

    const form = await multipart(filesForm('file', { bytes: png }));
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/avatar/',
      headers: { ...user.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(507);
    expect(await readdir(join(disk.dir, 'media', 'avatars')).catch(() => [])).toEqual([]);
    expect((await f.app.repositories.users.findById(user.id))?.avatar).toBeFalsy();
    await disk.free();
  });
});

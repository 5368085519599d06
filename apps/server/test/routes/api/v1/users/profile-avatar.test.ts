import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { filesForm, multipart } from '../../../../helpers/multipart.js';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 220 } } });
/** Magic bytes of a PNG followed by garbage: passes the type sniff, fails decoding. */
const FAKE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
let PNG: Buffer;
let JPEG: Buffer;

beforeAll(async () => {
  PNG = await image(640, 480)
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif' } } })
    .png()
    .toBuffer();
  JPEG = await image(300, 300).jpeg().toBuffer();
});

describe('avatar upload', () => {
  const ctx = useTestApp();
  const url = '/api/v1/users/profile/avatar/';
  /** The form the page sends: the image under `file`. */
  const upload = async (user: TLoggedIn, bytes: Buffer, type: string) => {
    const { payload, contentType } = await multipart(filesForm('file', { bytes, type }));
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
  };

  it('re-encodes a PNG to a square WebP without metadata, served with nosniff and a deny-all CSP; replacing removes the old one', async () => {
    const user = await injectWithLogin(ctx.app);
    const response = await upload(user, PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const avatar = response.json<{ avatar: string }>().avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 256, 256, undefined]);
    expect(served.rawPayload.includes('secret-exif')).toBe(false);

    const replaced = await upload(user, JPEG, 'image/jpeg');
    expect(replaced.json<{ avatar: string }>().avatar).toMatch(/\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('rejects bytes that are not an image (415), a body that is not a form (415), big files (400 under file) and no token (401)', async () => {
    const user = await injectWithLogin(ctx.app);
    const fake = await upload(user, Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect([fake.statusCode, fake.json()]).toEqual([
      415,
      { detail: 'The file must be a PNG, JPEG or WebP image.' },
    ]);
    const undecodable = await upload(user, FAKE_PNG, 'image/png');
    expect([undecodable.statusCode, undecodable.json()]).toEqual([
      415,
      { detail: 'The image could not be read. Upload a valid PNG, JPEG or WebP file.' },
    ]);
    // The image as the raw body, as this endpoint once took it, and JSON: no form, 415.
    const raw = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(raw.statusCode).toBe(415);
    const json = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload: { file: 'x' } });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { detail: 'Send the form as multipart/form-data, with the files in the field "file".' },
    ]);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(user, big, 'image/png');
    expect([tooBig.statusCode, tooBig.json()]).toEqual([400, { file: ['Choose an image of 2 MB or less.'] }]);
    expect((await ctx.app.repositories.users.findById(user.id))?.avatar).toBeFalsy();
    const form = await multipart(filesForm('file', { bytes: PNG }));
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/avatars/..%2Fjwt-secret' })).statusCode).toBe(
      404,
    );
  });
});

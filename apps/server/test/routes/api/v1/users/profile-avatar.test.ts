import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';

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
  const upload = (user: TLoggedIn, body: Buffer, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/avatar/',
      headers: { ...user.headers, 'content-type': contentType },
      payload: body,
    });

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

  it('rejects bytes that are not an image (415), other types (415), big files (413) and no token (401)', async () => {
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
    expect((await upload(user, PNG, 'image/svg+xml')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(user, big, 'image/png')).statusCode).toBe(413);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/avatar/',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/avatars/..%2Fjwt-secret' })).statusCode).toBe(
      404,
    );
  });
});

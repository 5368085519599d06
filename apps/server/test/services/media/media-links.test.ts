import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MediaLinks } from '../../../src/services/media/media-links.js';

const KEY = 'users/7/images/0123456789abcdef0123456789abcdef.webp';

/** The query of a signed link, as the route reads it. */
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('MediaLinks', () => {
  const secret = randomBytes(32);
  const start = Date.UTC(2026, 10, 25, 12, 1, 30);

  it('a link is good for 10 to 15 minutes, the same within a 5-minute window, refused after', () => {
    let now = start;
    const links = new MediaLinks(secret, () => now);
    const link = links.sign(KEY);
    expect(link.startsWith(`/media/${KEY}?`)).toBe(true);
    const { expires } = queryOf(link);
    const lifetime = Number(expires) * 1000 - start;
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    now = start + 60_000;
    expect(links.sign(KEY)).toBe(link);

    now = Number(expires) * 1000 - 1;
    expect(links.check(KEY, queryOf(link))).toMatchObject({ ok: true });
    now = Number(expires) * 1000;
    expect(links.check(KEY, queryOf(link))).toEqual({ ok: false, reason: 'expired' });
  });

  it('another secret, key, expiry or download name does not verify', () => {
    const links = new MediaLinks(secret, () => start);
    const query = queryOf(links.sign(KEY, 'image-1.webp'));
    expect(links.check(KEY, query)).toMatchObject({ ok: true, download: 'image-1.webp' });
    expect(new MediaLinks(randomBytes(32), () => start).check(KEY, query)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(links.check(KEY.replace('/7/', '/8/'), query)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(KEY, { ...query, expires: String(Number(query.expires) + 300) })).toMatchObject({
      ok: false,
    });
    expect(links.check(KEY, { ...query, download: 'image-2.webp' })).toMatchObject({ ok: false });
    expect(links.check(KEY, { ...query, download: undefined })).toMatchObject({ ok: false });
    expect(links.check(KEY, { expires: query.expires })).toMatchObject({ ok: false });
    expect(links.check(KEY, { ...query, expires: '1e12' })).toMatchObject({ ok: false });
  });
});

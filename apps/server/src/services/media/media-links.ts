import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link is good for 10 to 15 minutes: expiries fall on 5-minute marks, so a link stays the same (and cached) within one. */
const STEP_SECONDS = 5 * 60;
const STEPS_AHEAD = 3;
export const MEDIA_PATH_PREFIX = '/media/';

export interface TMediaLinkQuery {
  expires?: string | undefined;
  signature?: string | undefined;
  download?: string | undefined;
}

/** What a link allows: the file, until `expires` (unix seconds), as an attachment named `download` if set. */
export type TMediaLinkCheck =
  { ok: true; expires: number; download: string | undefined } | { ok: false; reason: 'invalid' | 'expired' };

/** A file name a download may carry: letters, digits, `-`, `_`, one extension. */
const DOWNLOAD_NAME = /^[a-z0-9_-]{1,100}\.[a-z0-9]{2,5}$/;

/**
 * Signed links to private media. An <img> cannot send the Bearer header, so the API hands out
 * `/media/<key>?expires=&signature=` links: an HMAC-SHA256, keyed from the JWT secret (every
 * instance shares it), over the key, the expiry and the download name. A changed key, expiry or
 * name, or a link past its expiry, is refused.
 */
export class MediaLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** A link to `key` (a media key of the server's own), as an attachment named `download` if given. */
  sign(key: string, download?: string): string {
    if (download !== undefined && !DOWNLOAD_NAME.test(download))
      throw new Error(`Bad download name: ${download}`);
    const expires = (Math.floor(this.now() / 1000 / STEP_SECONDS) + STEPS_AHEAD) * STEP_SECONDS;
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.#sign(key, expires, download),
    });
    if (download !== undefined) query.set('download', download);
    return `${MEDIA_PATH_PREFIX}${key}?${query}`;
  }

  check(key: string, query: TMediaLinkQuery): TMediaLinkCheck {
    const expires = Number(query.expires);
    const { signature, download } = query;
    if (!/^\d{1,12}$/.test(query.expires ?? '') || typeof signature !== 'string')
      return { ok: false, reason: 'invalid' };
    if (download !== undefined && !DOWNLOAD_NAME.test(download)) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.#sign(key, expires, download));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, expires, download };
  }

  #sign(key: string, expires: number, download: string | undefined): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${expires}\n${download ?? ''}`)
      .digest('base64url');
  }
}

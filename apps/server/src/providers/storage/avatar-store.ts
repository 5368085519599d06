import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error.js';
import { detectImageExtension, imageWork, openImage } from '../../lib/images.js';
import type { TByteRange } from '../../lib/byte-range.js';
import type { TMediaDownload, TMediaStorage } from './media-storage.js';

export const AVATAR_URL_PREFIX = '/media/avatars/';
const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
/** Avatars are stored as square WebP images of this many pixels. */
export const AVATAR_SIZE_PX = 256;
const UNREADABLE = 'The image could not be read. Upload a valid PNG, JPEG or WebP file.';
const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image.';

/**
 * Re-encodes an uploaded image: decoded by libvips (sharp), turned upright, cropped to a
 * centred square, and written as a fresh WebP with no metadata, so nothing of the uploaded
 * file (scripts, polyglots, EXIF location) survives. Not a PNG, JPEG or WebP by its magic
 * bytes (whatever type the upload claimed), or not decodable: 415.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (!detectImageExtension(bytes)) throw new HttpError(415, NOT_AN_IMAGE);
  const image = await openImage(bytes);
  if (!image) throw new HttpError(415, UNREADABLE);
  return imageWork(() =>
    image
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new HttpError(415, UNREADABLE);
      }),
  );
}

/**
 * Avatars in the media storage under avatars/<random>.webp (on disk: DATA_DIR/media/avatars),
 * re-encoded on upload; public (routes/media.ts serves them with their image type, nosniff and
 * `default-src 'none'`). Names ending .png or .jpg were written before re-encoding existed and
 * are still served.
 */
export class AvatarStore {
  constructor(private readonly media: TMediaStorage) {}

  async save(upload: Buffer): Promise<string> {
    const webp = await reencodeAvatar(upload);
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.media.put(`avatars/${name}`, webp);
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : undefined;
    if (name && NAME_PATTERN.test(name)) await this.media.delete([`avatars/${name}`]).catch(() => undefined);
  }

  /** The file opened for a download (or the part `range` asks), or undefined for an unknown or malformed name. */
  async open(name: string, range?: TByteRange): Promise<TMediaDownload | undefined> {
    return NAME_PATTERN.test(name) ? this.media.open(`avatars/${name}`, range) : undefined;
  }
}

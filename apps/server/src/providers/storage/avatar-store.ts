import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../../lib/http-error.js';

export const AVATAR_URL_PREFIX = '/media/avatars/';
const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
/** Avatars are stored as square WebP images of this many pixels. */
export const AVATAR_SIZE_PX = 256;
/** Decoding limit: no image larger than this many pixels is even decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image type from the file's magic bytes, whatever Content-Type claimed. */
export function detectImageExtension(bytes: Buffer): 'png' | 'jpg' | 'webp' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Re-encodes an uploaded image: decoded by libvips (sharp), turned upright by its EXIF
 * orientation, cropped to a centred square, and written as a fresh WebP with no metadata, so
 * nothing of the uploaded file (scripts, polyglots, EXIF location) survives.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  // Loaded on the first upload: libvips is ~10 MB of memory a server without uploads never needs.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'The image could not be read. Upload a valid PNG, JPEG or WebP file.');
  }
}

/**
 * Avatars under DATA_DIR/media/avatars/<random>.webp, re-encoded on upload; served only with
 * their image type, nosniff and `default-src 'none'`. (Names ending .png or .jpg were written
 * before re-encoding existed and are still served.)
 */
export class AvatarStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'media', 'avatars');
  }

  async save(upload: Buffer): Promise<string> {
    const webp = await reencodeAvatar(upload);
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(this.dir, name), webp, { mode: 0o644 });
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : undefined;
    if (name && NAME_PATTERN.test(name)) await unlink(join(this.dir, name)).catch(() => undefined);
  }

  /** The file and its content type, or undefined for an unknown or malformed name. */
  async read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const match = NAME_PATTERN.exec(name);
    if (!match?.[1]) return undefined;
    const bytes = await readFile(join(this.dir, name)).catch(() => undefined);
    return bytes && { bytes, contentType: AVATAR_CONTENT_TYPES[match[1]] as string };
  }
}

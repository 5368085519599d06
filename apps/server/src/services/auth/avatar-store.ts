import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const AVATAR_URL_PREFIX = '/media/avatars/';
const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
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
 * Avatars under DATA_DIR/media/avatars/<random>.<ext>. The bytes are stored as validated, not
 * re-encoded (no image library yet): they are served only with their image type, nosniff and
 * `default-src 'none'`.
 */
export class AvatarStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'media', 'avatars');
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(this.dir, name), bytes, { mode: 0o644 });
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

import { imageWork, openImage } from '../../lib/images.js';
import { randomName, userMediaKey } from '../media/user-media.js';

/** The gallery's thumbnails fit in this many pixels (twice the grid's widest tile, for sharp screens). */
const THUMBNAIL_PX = 512;

/** An image as it is stored: a fresh WebP, its thumbnail, its own size. */
export interface TEncodedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a provider's answer (untrusted bytes: the provider or a proxy on the way could send
 * anything) and writes it again as WebP, with a thumbnail; undefined when it is not a PNG,
 * JPEG or WebP that decodes.
 */
export async function encodeImage(bytes: Buffer): Promise<TEncodedImage | undefined> {
  const opened = await openImage(bytes);
  if (!opened) return undefined;
  return imageWork(async () => {
    try {
      const { data: image, info } = await opened
        .clone()
        .webp({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await opened
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      return { image, thumbnail, width: info.width, height: info.height };
    } catch {
      return undefined;
    }
  });
}

/** Where a user's image and its thumbnail go in the media storage: their folder, a random name. */
export function imageKeys(userId: number): { file: string; thumbnail: string } {
  const name = randomName();
  return {
    file: userMediaKey(userId, 'images', 'webp', name),
    thumbnail: userMediaKey(userId, 'images', 'webp', `${name}-thumb`),
  };
}

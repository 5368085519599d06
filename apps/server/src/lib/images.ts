import type { Sharp } from 'sharp';
import { cpuWork } from './cpu-work.js';
import type { TJobOptions } from './work-queue.js';

/** Decoding limit: no image larger than this many pixels is even decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The image type from the file's magic bytes, whatever a Content-Type or a provider claimed. */
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
 * Untrusted image bytes opened for re-encoding, or undefined when they are not a PNG, JPEG or
 * WebP (libvips would also render SVG, TIFF, HEIF…: only these three are ever decoded). The
 * image is turned upright by its EXIF orientation; what is written from it carries no metadata.
 * sharp loads on first use: libvips is ~10 MB of memory a server without images never needs.
 */
export async function openImage(bytes: Buffer): Promise<Sharp | undefined> {
  if (!detectImageExtension(bytes)) return undefined;
  const { default: sharp } = await import('sharp');
  // One libvips thread per image: the queue below counts cores, and libvips would otherwise
  // start one thread per core for every image it works on.
  sharp.concurrency(1);
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

export const IMAGE_WORK: TJobOptions = {
  busyDetail: 'Too many images are being processed at once. Please try again in a moment.',
};

/**
 * Decoding and encoding an opened image (a `toBuffer`) in its turn with the other CPU-heavy
 * work (lib/cpu-work.ts), so images arriving together never take the event loop's core.
 */
export function imageWork<T>(job: () => Promise<T>): Promise<T> {
  return cpuWork.run(job, IMAGE_WORK);
}

import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, test } from 'vitest';
import { cpuWork } from '../../src/lib/cpu-work.js';
import { HttpError } from '../../src/lib/http-error.js';
import { IMAGE_WORK, imageWork } from '../../src/lib/images.js';
import { encodeImage } from '../../src/services/ai-images/image-files.js';
import { hashPassword, SIGN_IN_WORK, verifyPassword } from '../../src/services/auth/passwords.js';

const LIMIT = Math.max(1, availableParallelism() - 1);

/** `count` jobs that hold their place in the queue until `release()`. */
function holdPlaces(count: number) {
  const releases: (() => void)[] = [];
  const jobs = Array.from({ length: count }, () =>
    cpuWork.run(() => new Promise<void>((resolve) => releases.push(resolve))).catch(() => undefined),
  );
  return {
    async release() {
      // A waiting job gets its place (and its release) only when a running one ends.
      while (cpuWork.running + cpuWork.waiting > 0) {
        releases.splice(0).forEach((resolve) => resolve());
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(jobs);
    },
  };
}

let held: { release(): Promise<void> } | undefined;
afterEach(async () => {
  await held?.release();
  held = undefined;
});

describe('CPU-heavy work: password hashes and images share one queue', () => {
  test('an image waits behind password hashes, and hashes behind other work, for one of the same places', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const places = holdPlaces(LIMIT);
    await expect.poll(() => cpuWork.running).toBe(LIMIT);
    const hashes = ['one', 'two', 'three'].map((password) => hashPassword(password));
    const image = encodeImage(png);
    // Opening the image (loading sharp) takes a moment before it asks for its place.
    await expect.poll(() => cpuWork.waiting).toBe(4);
    expect(cpuWork.running).toBe(LIMIT);
    await places.release();
    const [done, encoded] = await Promise.all([Promise.all(hashes), image]);
    expect(cpuWork.running + cpuWork.waiting).toBe(0);
    expect(encoded).toMatchObject({ width: 64, height: 48 });
    expect(await verifyPassword(done[1], 'two')).toBe(true);
  });

  test('a sign-in goes ahead of images already waiting, and sign-ins keep their order', async () => {
    held = holdPlaces(LIMIT);
    const started: string[] = [];
    const job = (name: string) => async () => {
      started.push(name);
    };
    const jobs = [
      cpuWork.run(job('image 1'), IMAGE_WORK),
      cpuWork.run(job('sign-in 1'), SIGN_IN_WORK),
      cpuWork.run(job('image 2'), IMAGE_WORK),
      cpuWork.run(job('sign-in 2'), SIGN_IN_WORK),
    ];
    await held.release();
    held = undefined;
    await Promise.all(jobs);
    expect(started).toEqual(['sign-in 1', 'sign-in 2', 'image 1', 'image 2']);
  });

  test('past 100 waiting, an image is refused with 503 and Retry-After in its own words, a sign-in in its own', async () => {
    held = holdPlaces(LIMIT + 100);
    expect(cpuWork.waiting).toBe(100);
    const refusal = (job: Promise<unknown>) =>
      job.then(
        () => undefined,
        (error: unknown) => error,
      );
    const imageRefused = await refusal(imageWork(() => Promise.resolve('never run')));
    expect(imageRefused).toBeInstanceOf(HttpError);
    expect(imageRefused).toMatchObject({
      statusCode: 503,
      message: 'Too many images are being processed at once. Please try again in a moment.',
      headers: { 'retry-after': '30' },
    });
    expect(await refusal(hashPassword('refused'))).toMatchObject({
      statusCode: 503,
      message: 'Too many sign-ins at once. Please try again in a moment.',
    });
  });
});

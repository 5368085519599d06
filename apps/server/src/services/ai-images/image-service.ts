import {
  IMAGE_COUNT_MAX,
  IMAGE_PROMPT_MAX_CHARS,
  type TImageOptions,
  type TImageResult,
  type TSavedImage,
  type TSavedImagesQuery,
} from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { TImageRow } from '../../db/ai-image-tables.js';
import type { Database } from '../../db/types.js';
import { FieldErrors, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import { notConfigured, providerFailure } from '../../providers/ai/ai-errors.js';
import type { TAiProvider, TAiTarget } from '../../providers/ai/ai-provider.js';
import { imageModelProfile, type TImageModelProfile } from '../../providers/ai/image-models.js';
import { putAll, type TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService } from '../balance/balance-service.js';
import { SavedRuns } from '../ai-generations/saved-runs.js';
import type { MediaLinks } from '../media/media-links.js';
import { encodeImage, imageKeys, type TEncodedImage } from './image-files.js';
import { toSavedImage } from './image-views.js';

export const IMAGE_DETAIL = {
  notFound: 'Image not found.',
  notAnImage:
    'The AI provider answered with something that is not an image. Nothing was charged: please try again.',
  size: 'Pick one of the sizes listed.',
  style: 'Pick one of the styles listed.',
  quality: 'Pick one of the qualities listed.',
};

/** POST ai/images/ once its body is checked (ZImageRequestSchema). */
export interface TImageGeneration {
  prompt: string;
  size: string;
  n: number;
  style?: string | undefined;
  quality?: string | undefined;
}

/**
 * AI Images: images made by the configured model, one AI image each. The count is held before
 * the provider is asked (402 when short), what comes back is decoded and re-encoded (anything
 * that is not an image is dropped), stored, and only what was stored is charged; the rest is
 * given back. My Images lists, shows and deletes them, files included.
 */
export class ImageService {
  readonly saved: SavedRuns<TImageRow, TSavedImage, TSavedImagesQuery>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly env: Pick<TEnv, 'AI_IMAGE_SIZES'>,
    private readonly provider: TAiProvider,
    private readonly settings: { target(capability: 'image'): TAiTarget | undefined },
    private readonly balances: BalanceService,
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
    private readonly log: FastifyBaseLogger,
  ) {
    this.saved = new SavedRuns(repos.images, (row) => toSavedImage(row, links), IMAGE_DETAIL.notFound);
  }

  /** What the page offers: the configured model's sizes, styles and qualities. */
  options(): TImageOptions {
    const target = this.settings.target('image');
    const profile = target && imageModelProfile(target.model, this.env.AI_IMAGE_SIZES);
    return {
      configured: profile !== undefined,
      sizes: profile?.sizes ?? [],
      default_size: profile?.sizes[0] ?? null,
      styles: profile?.styles ?? [],
      qualities: profile?.qualities ?? [],
      max_count: IMAGE_COUNT_MAX,
      prompt_max_chars: IMAGE_PROMPT_MAX_CHARS,
    };
  }

  async generate(userId: number, request: TImageGeneration): Promise<TImageResult> {
    const target = this.settings.target('image');
    if (!target) throw notConfigured('image');
    const profile = imageModelProfile(target.model, this.env.AI_IMAGE_SIZES);
    checkChoices(profile, request);
    const reference = `image:${userId}`;
    const reservation = await this.balances.reserve(userId, 'ai_image_tokens', request.n, reference);
    const stored: string[] = [];
    try {
      const images = await this.#images(target, profile, request);
      if (images.length === 0) throw new HttpError(502, IMAGE_DETAIL.notAnImage);
      const files = await this.#store(userId, images, stored);
      const asked = {
        user_id: userId,
        prompt: request.prompt,
        size: request.size,
        model: target.model,
        style: request.style ?? null,
        quality: request.quality ?? null,
        created_at: nowIso(),
      };
      const saved = await this.db.transaction().execute(async (trx) => {
        const kept = await this.repos.images.createMany(
          files.map((file) => ({ ...asked, ...file })),
          trx,
        );
        await this.balances.settle(reservation.id, kept.length, reference, trx);
        return { kept, balance: await this.balances.amount(userId, 'ai_image_tokens', trx) };
      });
      return {
        images: saved.kept.map((row) => toSavedImage(row, this.links)),
        requested: request.n,
        balance: saved.balance,
      };
    } catch (error) {
      await this.media.delete(stored).catch((failure: unknown) => {
        this.log.warn(
          { err: failure, keys: stored },
          'files of a failed image generation were left in the media storage',
        );
      });
      await this.balances.release(reservation.id);
      throw error;
    }
  }

  /** Removes one of the user's images and its files. */
  async delete(userId: number, id: number): Promise<void> {
    const row = await this.repos.images.findOwned(userId, id);
    if (!row || !(await this.repos.images.deleteOwned(userId, id))) throw notFound(IMAGE_DETAIL.notFound);
    await this.media.delete([row.file_key, row.thumbnail_key]);
  }

  /** The user's images for the account export, with links good for a few minutes. */
  async exportOf(userId: number): Promise<TSavedImage[]> {
    return (await this.repos.images.findAllByUserId(userId)).map((row) => toSavedImage(row, this.links));
  }

  /**
   * The images the provider made, decoded and re-encoded. A model that takes fewer per request
   * (DALL·E 3: one) is asked several times side by side; what some of those calls return is
   * kept when others fail, and only when all fail is the provider's failure the answer.
   */
  async #images(
    target: TAiTarget,
    profile: TImageModelProfile,
    request: TImageGeneration,
  ): Promise<TEncodedImage[]> {
    const counts: number[] = [];
    for (let left = request.n; left > 0; left -= profile.perRequest)
      counts.push(Math.min(left, profile.perRequest));
    const answers = await Promise.allSettled(
      counts.map((n) =>
        this.provider.generateImages(target, {
          prompt: request.prompt,
          size: request.size,
          n,
          style: request.style,
          quality: request.quality,
          askBase64: profile.takesResponseFormat,
        }),
      ),
    );
    const bytes = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (bytes.length === 0 && failed) throw providerFailure(failed.reason);
    const encoded = await Promise.all(bytes.slice(0, request.n).map(encodeImage));
    return encoded.filter((image): image is TEncodedImage => image !== undefined);
  }

  /**
   * Writes each image and its thumbnail; `stored` collects the keys, for the caller to undo
   * after a later failure. A write that fails (a full disk, an unreachable bucket) leaves none
   * of them and throws a StorageFault, answered 507 or 503.
   */
  async #store(userId: number, images: TEncodedImage[], stored: string[]) {
    const files = images.map((image) => ({ image, keys: imageKeys(userId) }));
    stored.push(...files.flatMap(({ keys }) => [keys.file, keys.thumbnail]));
    await putAll(
      this.media,
      files.flatMap(({ image, keys }) => [
        { key: keys.file, bytes: image.image },
        { key: keys.thumbnail, bytes: image.thumbnail },
      ]),
    );
    return files.map(({ image, keys }) => ({
      file_key: keys.file,
      thumbnail_key: keys.thumbnail,
      width: image.width,
      height: image.height,
      bytes: image.image.length,
    }));
  }
}

/** A size, style and quality the model offers (400 with the fields that are not). */
function checkChoices(profile: TImageModelProfile, request: TImageGeneration): void {
  const fields: Record<string, string[]> = {};
  if (!profile.sizes.includes(request.size)) fields.size = [IMAGE_DETAIL.size];
  if (request.style !== undefined && !profile.styles.some((style) => style.id === request.style))
    fields.style = [IMAGE_DETAIL.style];
  if (request.quality !== undefined && !profile.qualities.some((quality) => quality.id === request.quality))
    fields.quality = [IMAGE_DETAIL.quality];
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}

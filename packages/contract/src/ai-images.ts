import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { savedEndpoints } from './saved-endpoints.js';
import { ZPageQuerySchema } from './pagination.js';

/** Limits: one request asks for 1 to 4 images, described in at most 4,000 characters. */
export const IMAGE_PROMPT_MAX_CHARS = 4000;
export const IMAGE_COUNT_MAX = 4;

/** A size as the provider takes it: width × height in pixels, "1024x1536". */
export const IMAGE_SIZE_PATTERN = /^[1-9]\d{1,4}x[1-9]\d{1,4}$/;

/** One choice the configured model offers (a style or a quality): what the API takes, what people read. */
export const ZImageChoiceSchema = z.object({ id: z.string(), label: z.string() });
export type TImageChoice = z.infer<typeof ZImageChoiceSchema>;

/**
 * GET ai/images/options/: what the configured model supports, from the server's configuration
 * (the page draws its choices from it). `configured: false` means no provider and model are set
 * up for AI Images; the lists are empty then.
 */
export const ZImageOptionsSchema = z.object({
  configured: z.boolean(),
  sizes: z.array(z.string()),
  default_size: z.string().nullable(),
  styles: z.array(ZImageChoiceSchema),
  qualities: z.array(ZImageChoiceSchema),
  max_count: z.number().int(),
  prompt_max_chars: z.number().int(),
});
export type TImageOptions = z.infer<typeof ZImageOptionsSchema>;

/** POST ai/images/: the description, one of the offered sizes, how many; a style and quality where offered. */
export const ZImageRequestSchema = z.object({
  prompt: z
    .string('Describe the image.')
    .trim()
    .min(1, 'Describe the image.')
    .max(IMAGE_PROMPT_MAX_CHARS, `Use at most ${IMAGE_PROMPT_MAX_CHARS.toLocaleString('en-US')} characters.`),
  size: z.string('Pick a size.').regex(IMAGE_SIZE_PATTERN, 'Pick one of the sizes listed.'),
  n: z
    .number('Pick how many images.')
    .int('Pick how many images.')
    .min(1, 'Ask for at least 1 image.')
    .max(IMAGE_COUNT_MAX, `Ask for at most ${IMAGE_COUNT_MAX} images at a time.`)
    .default(1),
  style: z.string().max(32, 'Pick one of the styles listed.').optional(),
  quality: z.string().max(32, 'Pick one of the qualities listed.').optional(),
});
export type TImageRequest = z.input<typeof ZImageRequestSchema>;

/**
 * A stored image. Images are private: `url` (the image), `thumbnail_url` (a small WebP for the
 * gallery) and `download_url` (the image as an attachment) are signed and expire within
 * minutes; ask the API again for fresh ones.
 */
export const ZSavedImageSchema = z.object({
  id: z.number().int(),
  prompt: z.string(),
  size: z.string(),
  style: z.string().nullable(),
  quality: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The stored file's size in bytes. */
  bytes: z.number().int(),
  created_at: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  download_url: z.string(),
});
export type TSavedImage = z.infer<typeof ZSavedImageSchema>;

/**
 * POST ai/images/'s answer: the images made (the provider may return fewer than asked: each
 * costs one AI image, the rest is not charged) and the AI images left.
 */
export const ZImageResultSchema = z.object({
  images: z.array(ZSavedImageSchema),
  requested: z.number().int(),
  balance: z.number().int(),
});
export type TImageResult = z.infer<typeof ZImageResultSchema>;

/** AI Images: what the configured model offers, and a generation. */
export const imageEndpoints = {
  options: endpoint({
    method: 'GET',
    path: 'ai/images/options/',
    status: 200,
    answer: ZImageOptionsSchema,
    errors: [401],
  }),
  generate: endpoint({
    method: 'POST',
    path: 'ai/images/',
    body: ZImageRequestSchema,
    status: 201,
    answer: ZImageResultSchema,
    errors: [400, 401, 402, 422, 429, 502, 503],
  }),
};

export const ZSavedImagesQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
});
export type TSavedImagesQuery = z.infer<typeof ZSavedImagesQuerySchema>;
/** My Images: the user's generated images, with signed links. */
export const savedImageEndpoints = savedEndpoints('images', {
  name: 'Image id',
  item: ZSavedImageSchema,
  query: ZSavedImagesQuerySchema,
});
export const ZSavedImagesResponseSchema = savedImageEndpoints.list.answer;
export type TSavedImagesResponse = z.infer<typeof ZSavedImagesResponseSchema>;

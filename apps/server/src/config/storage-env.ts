import { z } from 'zod';
import { integer, optional, ZHttpUrlSchema } from './env-fields.js';

const text = (max: number) =>
  optional(z.string().trim().min(1).max(max, `must be at most ${max} characters`).optional());

/**
 * Media storage: the local disk under DATA_DIR/media unless S3_BUCKET is set, then any
 * S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) so several server instances
 * share media. Without S3_ENDPOINT the AWS endpoint of S3_REGION is used; credentials fall back
 * to the AWS SDK's own chain (instance roles) when the key pair is unset.
 */
export const STORAGE_ENV_FIELDS = {
  S3_ENDPOINT: optional(ZHttpUrlSchema.optional()),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z, 0-9, . and -)')
      .optional(),
  ),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as us-east-1')
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: text(256),
  S3_SECRET_ACCESS_KEY: text(512),
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false']).default('true')).transform(
    (value) => value === 'true',
  ),
  /**
   * Media files sent at once by one instance (each holds a file or a store connection while
   * its client reads); as many more wait, past that a download is refused with 503.
   */
  MEDIA_MAX_DOWNLOADS: integer(1, 10_000, 64),
};

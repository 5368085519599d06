import { join } from 'node:path';
import type { TEnv } from '../../config/env.js';
import { DiskStorage } from './disk-storage.js';
import type { TMediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

/** The S3-compatible store when S3_BUCKET is set (media shared by every instance), else DATA_DIR/media. */
export function createMediaStorage(env: TEnv): TMediaStorage {
  const bucket = env.S3_BUCKET;
  return bucket ? new S3Storage({ ...env, S3_BUCKET: bucket }) : new DiskStorage(join(env.DATA_DIR, 'media'));
}

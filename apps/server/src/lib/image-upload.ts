import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@inkwell/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';
import { detectImageExtension } from './images.js';

/**
 * Lets a plugin's routes take a picture as the raw request body (PNG, JPEG or WebP, ≤ 2 MB):
 * the avatar uploads of profiles and assistants. Register in the plugin, then read the body
 * with `uploadedImage(request)`.
 */
export function acceptRawImages(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...AVATAR_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The request's image bytes; anything that is not a PNG, JPEG or WebP file is a 415. */
export function uploadedImage(request: FastifyRequest): Buffer {
  const bytes = request.body;
  if (!Buffer.isBuffer(bytes) || !detectImageExtension(bytes))
    throw new HttpError(415, 'The file must be a PNG, JPEG or WebP image.');
  return bytes;
}

export const RAW_IMAGE_BODY_LIMIT = AVATAR_MAX_BYTES;

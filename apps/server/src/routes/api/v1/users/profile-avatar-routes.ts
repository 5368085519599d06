import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, ZProfileResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../../lib/http-error.js';
import { detectImageExtension } from '../../../../lib/images.js';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { errorResponses } from '../error-responses.js';

/** POST users/profile/avatar/ with the raw image as the body (PNG, JPEG or WebP, ≤ 2 MB), re-encoded. */
const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    [...AVATAR_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/profile/avatar/',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags: ['profile'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an avatar (raw image body)',
        response: { 200: ZProfileResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || !detectImageExtension(bytes)) {
        throw new HttpError(415, 'The file must be a PNG, JPEG or WebP image.');
      }
      const user = await app.profile.setAvatar(request.user, bytes);
      return toProfile(user);
    },
  );
};

export default profileAvatarRoutes;

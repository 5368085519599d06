import { ZProfileResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawImages, RAW_IMAGE_BODY_LIMIT, uploadedImage } from '../../../../lib/image-upload.js';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { errorResponses } from '../error-responses.js';

/** POST users/profile/avatar/ with the raw image as the body (PNG, JPEG or WebP, ≤ 2 MB), re-encoded. */
const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawImages(app);

  app.post(
    '/profile/avatar/',
    {
      bodyLimit: RAW_IMAGE_BODY_LIMIT,
      schema: {
        tags: ['profile'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an avatar (raw image body)',
        response: { 200: ZProfileResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => toProfile(await app.profile.setAvatar(request.user, uploadedImage(request))),
  );
};

export default profileAvatarRoutes;

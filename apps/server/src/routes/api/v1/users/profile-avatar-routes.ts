import { profileEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawImages, RAW_IMAGE_BODY_LIMIT, uploadedImage } from '../../../../lib/image-upload.js';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { BEARER, route } from '../endpoint-route.js';

/** POST users/profile/avatar/ with the raw image as the body (PNG, JPEG or WebP, ≤ 2 MB), re-encoded. */
const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawImages(app);

  route(
    app,
    profileEndpoints.uploadAvatar,
    {
      tags: ['profile'],
      security: BEARER,
      summary: 'Upload an avatar (raw image body)',
      bodyLimit: RAW_IMAGE_BODY_LIMIT,
    },
    async (request) => toProfile(await app.profile.setAvatar(request.user, uploadedImage(request))),
  );
};

export default profileAvatarRoutes;

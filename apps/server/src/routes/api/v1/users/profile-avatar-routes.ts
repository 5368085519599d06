import { profileEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../../../lib/uploads/read-upload.js';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { AVATAR_UPLOAD } from '../avatar-upload.js';
import { route } from '../endpoint-route.js';

/** POST users/profile/avatar/: multipart with the image in `file` (PNG, JPEG or WebP, ≤ 2 MB), re-encoded. */
const profileAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    profileEndpoints.uploadAvatar,
    {
      tags: ['profile'],
      summary: 'Upload an avatar (multipart: the image in file)',
      consumes: ['multipart/form-data'],
    },
    (request) =>
      readUpload(request, AVATAR_UPLOAD, async ({ files }) =>
        // The rule requires one file: `files[0]` is there.
        toProfile(await app.profile.setAvatar(request.user, files[0]!.bytes)),
      ),
  );
};

export default profileAvatarRoutes;

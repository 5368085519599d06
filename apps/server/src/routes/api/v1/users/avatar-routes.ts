import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  ZErrorResponseSchema,
  ZProfileResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../../lib/http-error.js';
import { toProfile } from '../../../../services/auth/account-service.js';
import { detectImageExtension } from '../../../../services/auth/avatar-store.js';

const errorCodes = [400, 401, 413, 415] as const;
const errors = Object.fromEntries(errorCodes.map((code) => [code, ZErrorResponseSchema]));

/** POST users/profile/avatar/ with the raw image as the body (PNG, JPEG or WebP, ≤ 2 MB), re-encoded. */
const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
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
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an avatar (raw image body)',
        response: { 200: ZProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || !detectImageExtension(bytes)) {
        throw new HttpError(415, 'The file must be a PNG, JPEG or WebP image.');
      }
      const user = await app.accounts.setAvatar(request.user, bytes);
      return toProfile(user);
    },
  );
};

export default avatarRoutes;

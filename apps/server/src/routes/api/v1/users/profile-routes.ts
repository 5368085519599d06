import {
  ZDeleteAccountRequestSchema,
  ZPasswordChangeRequestSchema,
  ZProfileResponseSchema,
  ZProfileUpdateRequestSchema,
  ZTokenPairSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { errorResponses } from '../error-responses.js';
import profileAvatarRoutes from './profile-avatar-routes.js';

const errors = errorResponses(400, 401);
const noContent = { 204: z.undefined(), ...errors };
const tags = ['profile'];

/** The signed-in user's own account; every route needs a Bearer access token. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];
  await app.register(profileAvatarRoutes);

  app.get(
    '/profile/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: ZProfileResponseSchema, ...errors },
      },
    },
    (request) => toProfile(request.user),
  );

  app.patch(
    '/profile/',
    {
      schema: {
        tags,
        security,
        summary: 'Update the profile',
        body: ZProfileUpdateRequestSchema,
        response: { 200: ZProfileResponseSchema, ...errors },
      },
    },
    (request) => app.profile.updateProfile(request.user, request.body),
  );

  app.post(
    '/password/',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password',
        body: ZPasswordChangeRequestSchema,
        response: { 200: ZTokenPairSchema, ...errors },
      },
    },
    (request) => app.profile.changePassword(request.user, request.body),
  );

  app.delete(
    '/account/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account',
        body: ZDeleteAccountRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await app.profile.deleteAccount(request.user, request.body.password);
      return reply.code(204).send();
    },
  );

  app.get(
    '/export/',
    {
      schema: {
        tags,
        security,
        summary: 'Download your data (JSON)',
        response: { 200: z.unknown(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await app.profile.exportData(request.user);
      return reply
        .header('content-disposition', 'attachment; filename="inkwell-export.json"')
        .type('application/json; charset=utf-8')
        .send(data);
    },
  );
};

export default profileRoutes;

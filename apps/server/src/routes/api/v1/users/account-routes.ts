import {
  ZBadRequestResponseSchema,
  ZDeleteAccountRequestSchema,
  ZErrorResponseSchema,
  ZLogoutRequestSchema,
  ZPasswordChangeRequestSchema,
  ZProfileResponseSchema,
  ZProfileUpdateRequestSchema,
  ZTokenPairSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import avatarRoutes from './avatar-routes.js';
import { toProfile } from '../../../../services/auth/account-service.js';

const errors = { 400: ZBadRequestResponseSchema, 401: ZErrorResponseSchema };
const noContent = { 204: z.undefined(), ...errors };
const tags = ['users'];

/** The signed-in user's own account; every route needs a Bearer access token. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];
  await app.register(avatarRoutes);

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        security,
        summary: 'End this session',
        body: ZLogoutRequestSchema.optional(),
        response: noContent,
      },
    },
    async (request, reply) => {
      await app.auth.logout(request.user, request.body?.refresh_token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout-all/',
    { schema: { tags, security, summary: 'End every session', response: noContent } },
    async (request, reply) => {
      await app.auth.logoutAll(request.user);
      return reply.code(204).send();
    },
  );

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
    (request) => app.accounts.updateProfile(request.user, request.body),
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
    (request) => app.accounts.changePassword(request.user, request.body),
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
      await app.accounts.deleteAccount(request.user, request.body.password);
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
        response: { 200: z.unknown(), 401: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await app.accounts.exportData(request.user);
      return reply
        .header('content-disposition', 'attachment; filename="inkwell-export.json"')
        .type('application/json; charset=utf-8')
        .send(data);
    },
  );
};

export default accountRoutes;

import {
  ZAdminCreateUserResponseSchema,
  ZAdminCreateUserSchema,
  ZAdminUserDetailSchema,
  ZAdminUsersFilterSchema,
  ZAdminUsersQuerySchema,
  ZAdminUsersResponseSchema,
  ZAdminUserUpdateSchema,
  ZBalanceAdjustmentSchema,
  ZDetailResponseSchema,
  ZUserIdParamsSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';
import { actorOf, sendCsv } from './admin-actor.js';

const tags = ['admin-users'];
const security = [{ bearerAuth: [] }];
const params = ZUserIdParamsSchema;

/** Every account, under admin/: lists, CSV, one account, edits and invitations. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      schema: {
        tags,
        security,
        summary: 'Every account: searched, filtered, sorted',
        querystring: ZAdminUsersQuerySchema,
        response: { 200: ZAdminUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.adminUsers.list(request.query),
  );

  app.get(
    '/users/export/',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered accounts as CSV, streamed',
        querystring: ZAdminUsersFilterSchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, 'users', app.adminUsers.exportCsv(request.query)),
  );

  app.post(
    '/users/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a confirmed account and mail the person a link to choose a password',
        body: ZAdminCreateUserSchema,
        response: { 201: ZAdminCreateUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.userAdministration.create(request.body, actorOf(request))),
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One account in full: balances, usage, orders, support requests, ledger',
        params,
        response: { 200: ZAdminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.adminUsers.get(request.params.id, request.user.id),
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change name, email, role, confirmed or blocked (blocking signs them out everywhere)',
        params,
        body: ZAdminUserUpdateSchema,
        response: { 200: ZAdminUserDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await app.userAdministration.update(request.params.id, request.body, actorOf(request));
      return app.adminUsers.get(request.params.id, request.user.id);
    },
  );

  app.post(
    '/users/:id/balance-adjustments/',
    {
      schema: {
        tags,
        security,
        summary: 'Add to or take from a balance, with a reason (never below zero)',
        params,
        body: ZBalanceAdjustmentSchema,
        response: { 200: ZAdminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.userAdministration.adjustBalance(request.params.id, request.body, actorOf(request));
      return app.adminUsers.get(request.params.id, request.user.id);
    },
  );

  app.post(
    '/users/:id/password-reset/',
    {
      schema: {
        tags,
        security,
        summary: 'Mail the user a password-reset link',
        params,
        response: { 200: ZDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      detail: await app.userAdministration.sendPasswordReset(request.params.id, actorOf(request)),
    }),
  );
};

export default userRoutes;

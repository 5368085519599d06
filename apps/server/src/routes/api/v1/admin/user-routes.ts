import { adminUserEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../endpoint-route.js';
import { actorOf, sendCsv } from './admin-actor.js';

const tags = ['admin-users'];

/** Every account, under admin/: lists, CSV, one account, edits and invitations. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminUserEndpoints.list,
    { tags, summary: 'Every account: searched, filtered, sorted' },
    (request) => app.adminUsers.list(request.query),
  );

  route(
    app,
    adminUserEndpoints.export,
    {
      tags,
      summary: 'The filtered accounts as CSV, streamed',
      response: { 200: z.string().describe('text/csv') },
    },
    async (request, reply) => {
      await sendCsv(reply, 'users', app.adminUsers.exportCsv(request.query));
      return reply;
    },
  );

  route(
    app,
    adminUserEndpoints.create,
    {
      tags,
      summary: 'Create a confirmed account and mail the person a link to choose a password',
    },
    (request) => app.userAdministration.create(request.body, actorOf(request)),
  );

  route(
    app,
    adminUserEndpoints.get,
    {
      tags,
      summary: 'One account in full: balances, usage, orders, support requests, ledger',
    },
    (request) => app.adminUsers.get(request.params.id, request.user.id),
  );

  route(
    app,
    adminUserEndpoints.update,
    {
      tags,
      summary: 'Change name, email, role, confirmed or blocked (blocking signs them out everywhere)',
    },
    async (request) => {
      await app.userAdministration.update(request.params.id, request.body, actorOf(request));
      return app.adminUsers.get(request.params.id, request.user.id);
    },
  );

  route(
    app,
    adminUserEndpoints.adjustBalance,
    { tags, summary: 'Add to or take from a balance, with a reason (never below zero)' },
    async (request) => {
      await app.userAdministration.adjustBalance(request.params.id, request.body, actorOf(request));
      return app.adminUsers.get(request.params.id, request.user.id);
    },
  );

  route(
    app,
    adminUserEndpoints.sendPasswordReset,
    { tags, summary: 'Mail the user a password-reset link' },
    async (request) => ({
      detail: await app.userAdministration.sendPasswordReset(request.params.id, actorOf(request)),
    }),
  );
};

export default userRoutes;

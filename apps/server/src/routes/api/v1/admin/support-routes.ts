import {
  ZAdminSupportDetailSchema,
  ZAdminSupportListSchema,
  ZAdminSupportQuerySchema,
  ZAdminSupportReplySchema,
  ZAdminSupportUpdateSchema,
  ZSupportBadgeSchema,
  ZSupportRequestParamsSchema,
  ZSupportSettingsSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { audited } from './admin-actor.js';

const tags = ['admin-support'];
const security = [{ bearerAuth: [] }];
const params = ZSupportRequestParamsSchema;

/** The Support Center, under admin/ (signed-in admins only). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/',
    {
      schema: {
        tags,
        security,
        summary:
          'Every support request, contact message and application: filtered, searched, sorted, counted',
        querystring: ZAdminSupportQuerySchema,
        response: { 200: ZAdminSupportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.supportCenter.list(request.query),
  );

  app.get(
    '/support/summary/',
    {
      schema: {
        tags,
        security,
        summary: 'How many requests are open (the sidebar badge)',
        response: { 200: ZSupportBadgeSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.supportCenter.badge(),
  );

  app.get(
    '/support/settings/',
    {
      schema: {
        tags,
        security,
        summary: 'Whether admins get an email for each new request',
        response: { 200: ZSupportSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.supportNotices.settings(),
  );

  app.put(
    '/support/settings/',
    {
      schema: {
        tags,
        security,
        summary: 'Turn the emails about new requests on or off',
        body: ZSupportSettingsSchema,
        response: { 200: ZSupportSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      audited(
        request,
        { action: 'support.settings', target_type: 'settings', target_id: 'support', after: request.body },
        () => app.supportNotices.setSettings(request.body),
      ),
  );

  app.get(
    '/support/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'A request with its asker, thread and internal notes',
        params,
        response: { 200: ZAdminSupportDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.supportCenter.get(request.params.id),
  );

  app.post(
    '/support/:id/messages/',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to the asker (marked answered, mailed) or add an internal note',
        params,
        body: ZAdminSupportReplySchema,
        response: { 201: ZAdminSupportDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const admin = { id: user.id, name: user.full_name, email: user.email };
      const { internal } = request.body;
      const event = {
        action: 'support.reply',
        target_type: 'support_request',
        target_id: request.params.id,
        after: { internal: internal ?? false },
      } as const;
      const detail = await audited(request, event, () =>
        app.supportCenter.reply(admin, request.params.id, request.body),
      );
      return reply.code(201).send(detail);
    },
  );

  app.patch(
    '/support/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change a request’s status or priority',
        params,
        body: ZAdminSupportUpdateSchema,
        response: { 200: ZAdminSupportDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      audited(
        request,
        {
          action: 'support.update',
          target_type: 'support_request',
          target_id: request.params.id,
          after: request.body,
        },
        () => app.supportCenter.update(request.params.id, request.body),
      ),
  );
};

export default supportRoutes;

import { ZOverviewQuerySchema, ZOverviewSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

/** The admins' overview, under admin/. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview/',
    {
      schema: {
        tags: ['admin-overview'],
        security: [{ bearerAuth: [] }],
        summary: 'The business at a glance over 7, 30 or 90 days',
        querystring: ZOverviewQuerySchema,
        response: { 200: ZOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.adminOverview.get(request.query.days),
  );
};

export default overviewRoutes;

import { ZDashboardQuerySchema, ZDashboardResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

/** The signed-in user's dashboard. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: 'The latest creations of each tool and what was spent per day over the last 30 days',
        querystring: ZDashboardQuerySchema,
        response: { 200: ZDashboardResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.dashboard.get(request.user.id, request.query),
  );
};

export default dashboardRoutes;

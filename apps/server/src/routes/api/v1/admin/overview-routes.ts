import { adminOverviewEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

/** The admins' overview, under admin/. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminOverviewEndpoints.get,
    {
      tags: ['admin-overview'],
      summary: 'The business at a glance over 7, 30 or 90 days',
    },
    (request) => app.adminOverview.get(request.query.days),
  );
};

export default overviewRoutes;

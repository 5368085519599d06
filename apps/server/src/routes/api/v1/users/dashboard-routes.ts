import { dashboardEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, route } from '../endpoint-route.js';

/** The signed-in user's dashboard. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(
    app,
    dashboardEndpoints.get,
    {
      tags: ['dashboard'],
      security: BEARER,
      summary: 'The latest creations of each tool and what was spent per day over the last 30 days',
    },
    (request) => app.dashboard.get(request.user.id, request.query),
  );
};

export default dashboardRoutes;

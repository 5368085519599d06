import { dashboardEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, signedInOnly } from '../endpoint-route.js';

/** The signed-in user's dashboard. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  route(
    app,
    dashboardEndpoints.get,
    {
      tags: ['dashboard'],
      summary: 'The latest creations of each tool and what was spent per day over the last 30 days',
    },
    (request) => app.dashboard.get(request.user.id, request.query),
  );
};

export default dashboardRoutes;

import { orderEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, signedInOnly } from '../endpoint-route.js';

const tags = ['orders'];

/** The signed-in user's orders. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  route(
    app,
    orderEndpoints.list,
    { tags, summary: 'Your orders, newest first; filter by status' },
    (request) => app.orders.list(request.user.id, request.query),
  );

  route(app, orderEndpoints.get, { tags, summary: 'One of your orders' }, (request) =>
    app.orders.get(request.user.id, request.params.id),
  );

  route(
    app,
    orderEndpoints.cancel,
    {
      tags,
      summary: 'Cancel a pending order (its checkout can no longer be paid)',
    },
    (request) => app.orders.cancel(request.user.id, request.params.id),
  );
};

export default orderRoutes;

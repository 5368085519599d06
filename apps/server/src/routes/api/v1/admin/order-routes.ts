import { adminOrderEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../endpoint-route.js';
import { actorOf, sendCsv } from './admin-actor.js';

const tags = ['admin-orders'];

/** Every order, under admin/: list, CSV, detail, manual orders and refunds. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminOrderEndpoints.list,
    {
      tags,
      summary: 'Every order: filtered, searched, sorted, with the revenue of the filtered set',
    },
    (request) => app.adminOrders.list(request.query),
  );

  route(
    app,
    adminOrderEndpoints.export,
    {
      tags,
      summary: 'The filtered orders as CSV, streamed',
      response: { 200: z.string().describe('text/csv') },
    },
    async (request, reply) => {
      await sendCsv(reply, 'orders', app.adminOrders.exportCsv(request.query));
      return reply;
    },
  );

  route(
    app,
    adminOrderEndpoints.create,
    { tags, summary: 'A manual order for a user, paid at once (a price of 0 is a gift)' },
    (request) => app.adminOrders.create(request.body, actorOf(request)),
  );

  route(
    app,
    adminOrderEndpoints.get,
    { tags, summary: 'One order: plan snapshot, buyer, payment events, ledger rows' },
    (request) => app.adminOrders.get(request.params.id),
  );

  route(
    app,
    adminOrderEndpoints.refund,
    {
      tags,
      summary: 'Refund a paid order (Stripe through its API) and take back its unspent balances',
    },
    (request) => app.adminOrders.refund(request.params.id, actorOf(request)),
  );
};

export default orderRoutes;

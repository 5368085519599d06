import {
  ZAdminOrderDetailSchema,
  ZAdminOrdersFilterSchema,
  ZAdminOrdersQuerySchema,
  ZAdminOrdersResponseSchema,
  ZCreateOrderRequestSchema,
  ZOrderIdParamsSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';
import { actorOf, sendCsv } from './admin-actor.js';

const tags = ['admin-orders'];
const security = [{ bearerAuth: [] }];

/** Every order, under admin/: list, CSV, detail, manual orders and refunds. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/',
    {
      schema: {
        tags,
        security,
        summary: 'Every order: filtered, searched, sorted, with the revenue of the filtered set',
        querystring: ZAdminOrdersQuerySchema,
        response: { 200: ZAdminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.adminOrders.list(request.query),
  );

  app.get(
    '/orders/export/',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered orders as CSV, streamed',
        querystring: ZAdminOrdersFilterSchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, 'orders', app.adminOrders.exportCsv(request.query)),
  );

  app.post(
    '/orders/',
    {
      schema: {
        tags,
        security,
        summary: 'A manual order for a user, paid at once (a price of 0 is a gift)',
        body: ZCreateOrderRequestSchema,
        response: { 201: ZAdminOrderDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.adminOrders.create(request.body, actorOf(request))),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One order: plan snapshot, buyer, payment events, ledger rows',
        params: ZOrderIdParamsSchema,
        response: { 200: ZAdminOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.adminOrders.get(request.params.id),
  );

  app.post(
    '/orders/:id/refund/',
    {
      schema: {
        tags,
        security,
        summary: 'Refund a paid order (Stripe through its API) and take back its unspent balances',
        params: ZOrderIdParamsSchema,
        response: { 200: ZAdminOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
      },
    },
    (request) => app.adminOrders.refund(request.params.id, actorOf(request)),
  );
};

export default orderRoutes;

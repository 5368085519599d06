import {
  ZOrderIdParamsSchema,
  ZOrderSchema,
  ZOrdersQuerySchema,
  ZOrdersResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's orders. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/orders/',
    {
      schema: {
        tags,
        security,
        summary: 'Your orders, newest first; filter by status',
        querystring: ZOrdersQuerySchema,
        response: { 200: ZOrdersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.orders.list(request.user.id, request.query),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One of your orders',
        params: ZOrderIdParamsSchema,
        response: { 200: ZOrderSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.orders.get(request.user.id, request.params.id),
  );

  app.post(
    '/orders/:id/cancel/',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending order (its checkout can no longer be paid)',
        params: ZOrderIdParamsSchema,
        response: { 200: ZOrderSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    (request) => app.orders.cancel(request.user.id, request.params.id),
  );
};

export default orderRoutes;

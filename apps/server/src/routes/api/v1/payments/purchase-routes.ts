import {
  ZGatewayParamsSchema,
  ZOrderIdParamsSchema,
  ZOrderSchema,
  ZPurchaseCustomPlanRequestSchema,
  ZPurchaseRequestSchema,
  ZPurchaseResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PURCHASE_RATE_LIMIT } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const config = { rateLimit: PURCHASE_RATE_LIMIT };

/**
 * Purchases of a pack or a custom plan, each answered with the checkout_url to pay at, and the
 * Sandbox checkout's Pay; every route needs a signed-in buyer.
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/purchase/:gateway_id/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Buy a pack: the server prices it and answers where to pay',
        params: ZGatewayParamsSchema,
        body: ZPurchaseRequestSchema,
        response: { 200: ZPurchaseResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    (request) => app.purchases.purchasePack(request.user, request.params.gateway_id, request.body.plan_id),
  );

  app.post(
    '/purchase_custom_plan/:gateway_id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Buy a custom plan: price = Σ quantity × rate, computed by the server',
        params: ZGatewayParamsSchema,
        body: ZPurchaseCustomPlanRequestSchema,
        response: { 200: ZPurchaseResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    (request) => app.purchases.purchaseCustom(request.user, request.params.gateway_id, request.body),
  );

  app.post(
    '/sandbox/:id/pay/',
    {
      schema: {
        tags,
        security,
        summary: 'Pay a pending Sandbox order (its owner only): marks it paid and credits the balances',
        params: ZOrderIdParamsSchema,
        response: { 200: ZOrderSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => app.orders.paySandbox(request.user.id, request.params.id),
  );
};

export default purchaseRoutes;

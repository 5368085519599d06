import { purchaseEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PURCHASE_RATE_LIMIT } from '../../../../plugins/external/rate-limit.js';
import { route, signedInOnly } from '../endpoint-route.js';

const tags = ['payments'];
const config = { rateLimit: PURCHASE_RATE_LIMIT };

/**
 * Purchases of a pack or a custom plan, each answered with the checkout_url to pay at, and the
 * Sandbox checkout's Pay; every route needs a signed-in buyer.
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  route(
    app,
    purchaseEndpoints.pack,
    {
      tags,
      summary: 'Buy a pack: the server prices it and answers where to pay',
      config,
    },
    (request) => app.purchases.purchasePack(request.user, request.params.gateway_id, request.body.plan_id),
  );

  route(
    app,
    purchaseEndpoints.customPlan,
    {
      tags,
      summary: 'Buy a custom plan: price = Σ quantity × rate, computed by the server',
      config,
    },
    (request) => app.purchases.purchaseCustom(request.user, request.params.gateway_id, request.body),
  );

  route(
    app,
    purchaseEndpoints.paySandbox,
    {
      tags,
      summary: 'Pay a pending Sandbox order (its owner only): marks it paid and credits the balances',
    },
    (request) => app.orders.paySandbox(request.user.id, request.params.id),
  );
};

export default purchaseRoutes;

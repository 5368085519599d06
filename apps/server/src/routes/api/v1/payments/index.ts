import type { FastifyPluginAsync } from 'fastify';
import planRoutes from './plan-routes.js';
import purchaseRoutes from './purchase-routes.js';
import stripeWebhookRoutes from './stripe-webhook-routes.js';

/** Everything under /api/v1/payments/. */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(planRoutes);
  await app.register(purchaseRoutes);
  await app.register(stripeWebhookRoutes);
};

export default paymentsRoutes;

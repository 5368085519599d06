import { ZPaymentMethodsResponseSchema, ZPlansResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import purchaseRoutes from './purchase-routes.js';
import stripeWebhookRoutes from './stripe-webhook-routes.js';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Plans for sale: active packs in display order, then the custom plan',
        response: { 200: ZPlansResponseSchema },
      },
    },
    () => app.catalogue.listPlans(),
  );

  app.get(
    '/payment_methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'Enabled payment gateways; one is the default',
        response: { 200: ZPaymentMethodsResponseSchema },
      },
    },
    () => app.catalogue.listPaymentMethods(),
  );

  await app.register(purchaseRoutes);
  await app.register(stripeWebhookRoutes);
};

export default paymentsRoutes;

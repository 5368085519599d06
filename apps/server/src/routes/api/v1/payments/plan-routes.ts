import { ZPaymentMethodsResponseSchema, ZPlansResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What is for sale and how to pay; public and cached. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Plans for sale: active packs in display order, then the custom plan',
        response: { 200: ZPlansResponseSchema },
      },
    },
    () => app.plans.listPlans(),
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
    () => app.plans.listPaymentMethods(),
  );
};

export default planRoutes;

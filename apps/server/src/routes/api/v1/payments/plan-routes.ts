import { paymentMethodEndpoints, planEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

const tags = ['payments'];

/** What is for sale and how to pay; public and cached. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    planEndpoints.list,
    { tags, summary: 'Plans for sale: active packs in display order, then the custom plan' },
    () => app.plans.listPlans(),
  );

  route(
    app,
    paymentMethodEndpoints.list,
    { tags, summary: 'Enabled payment gateways; one is the default' },
    () => app.plans.listPaymentMethods(),
  );
};

export default planRoutes;

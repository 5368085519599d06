import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStripeSettingsRequestSchema, ZStripeSettingsResponseSchema } from '@inkwell/contract';
import { errorResponses } from '../error-responses.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const path = '/payment-gateways/stripe/';

/** Stripe's keys as an alternative to the environment (which wins); secrets are never returned. */
const stripeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const describe = () => app.stripeSettings.describe(app.config.PUBLIC_URL);

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: 'Whether Stripe is configured, from where, a hint of the key and the webhook URL',
        response: { 200: ZStripeSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    describe,
  );

  app.put(
    path,
    {
      schema: {
        tags,
        security,
        summary: 'Set the Stripe secret key and webhook signing secret (stored encrypted)',
        body: ZStripeSettingsRequestSchema,
        response: { 200: ZStripeSettingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await app.stripeSettings.save(request.body);
      return describe();
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        security,
        summary: "Forget the admin's Stripe keys (keys from the environment stay in force)",
        response: { 200: ZStripeSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      await app.stripeSettings.clear();
      return describe();
    },
  );
};

export default stripeSettingsRoutes;

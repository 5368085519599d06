import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWebhookReceivedResponseSchema } from '@inkwell/contract';
import { BODY_LIMIT_BYTES } from '../../../../server-options.js';
import { errorResponses } from '../error-responses.js';

/**
 * POST payments/webhooks/stripe: no sign-in, the Stripe-Signature header instead, verified on
 * the raw body (so this plugin reads JSON as bytes). Every verified event answers 200.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/stripe',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed Checkout Session events); configure it in the Stripe dashboard',
        response: { 200: ZWebhookReceivedResponseSchema, ...errorResponses(400, 413, 415, 503) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await app.stripeWebhooks.receive(body, request.headers['stripe-signature']);
      request.log.info({ outcome }, 'Stripe event handled');
      return { received: true as const };
    },
  );
};

export default stripeWebhookRoutes;

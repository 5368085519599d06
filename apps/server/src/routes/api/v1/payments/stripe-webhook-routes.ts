import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripeWebhookEndpoints } from '@inkwell/contract';
import { BODY_LIMIT_BYTES } from '../../../../server-options.js';
import { route } from '../endpoint-route.js';

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

  route(
    app,
    stripeWebhookEndpoints.receive,
    {
      tags: ['payments'],
      summary: 'Stripe webhook (signed Checkout Session events); configure it in the Stripe dashboard',
      bodyLimit: BODY_LIMIT_BYTES,
    },
    async (request) => {
      // The endpoint declares no body schema: the body is the raw bytes the parser above kept.
      const raw: unknown = request.body;
      const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
      const outcome = await app.stripeWebhooks.receive(body, request.headers['stripe-signature']);
      request.log.info({ outcome }, 'Stripe event handled');
      return { received: true as const };
    },
  );
};

export default stripeWebhookRoutes;

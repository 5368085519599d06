import {
  ZAdminPaymentGatewaySchema,
  ZAdminPaymentGatewaysResponseSchema,
  ZAdminPaymentGatewayUpdateSchema,
  ZGatewayParamsSchema,
  ZStripeSettingsRequestSchema,
  ZStripeSettingsResponseSchema,
  ZTrialBalancesSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { audited } from './admin-actor.js';

const tags = ['payment-settings'];
const security = [{ bearerAuth: [] }];
const stripePath = '/payment-gateways/stripe/';

/**
 * The admin's Payment Settings: gateway switches and default, Stripe's keys (an alternative
 * to the environment, which wins; secrets are never returned) and the trial balances.
 */
const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-gateways/',
    {
      schema: {
        tags,
        security,
        summary: 'Every payment gateway with its switch, default flag and configuration state',
        response: { 200: ZAdminPaymentGatewaysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.gatewaySettings.list(),
  );

  app.patch(
    '/payment-gateways/:gateway_id/',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a gateway on or off, or make it the default',
        params: ZGatewayParamsSchema,
        body: ZAdminPaymentGatewayUpdateSchema,
        response: { 200: ZAdminPaymentGatewaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      audited(
        request,
        {
          action: 'settings.payment_gateway',
          target_type: 'settings',
          target_id: `gateway:${request.params.gateway_id}`,
          after: request.body,
        },
        () => app.gatewaySettings.update(request.params.gateway_id, request.body),
      ),
  );

  const describe = () => app.stripeSettings.describe(app.config.PUBLIC_URL);

  app.get(
    stripePath,
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
    stripePath,
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
      const event = {
        action: 'settings.stripe',
        target_type: 'settings',
        target_id: 'stripe',
        after: { keys: 'set' },
      } as const;
      await audited(request, event, () => app.stripeSettings.save(request.body));
      return describe();
    },
  );

  app.delete(
    stripePath,
    {
      schema: {
        tags,
        security,
        summary: "Forget the admin's Stripe keys (keys from the environment stay in force)",
        response: { 200: ZStripeSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const event = {
        action: 'settings.stripe',
        target_type: 'settings',
        target_id: 'stripe',
        after: { keys: 'cleared' },
      } as const;
      await audited(request, event, () => app.stripeSettings.clear());
      return describe();
    },
  );

  app.get(
    '/trial-balances/',
    {
      schema: {
        tags,
        security,
        summary: 'Trial balances granted to new accounts',
        response: { 200: ZTrialBalancesSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.trialBalances.get(),
  );

  app.put(
    '/trial-balances/',
    {
      schema: {
        tags,
        security,
        summary: 'Set the trial balances (applies to accounts created from now on)',
        body: ZTrialBalancesSchema,
        response: { 200: ZTrialBalancesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const before = await app.trialBalances.get();
      const event = {
        action: 'settings.trial_balances',
        target_type: 'settings',
        target_id: 'trial_balances',
        before,
        after: request.body,
      } as const;
      return audited(request, event, () => app.trialBalances.set(request.body));
    },
  );
};

export default paymentSettingsRoutes;

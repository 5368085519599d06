import { adminGatewayEndpoints, stripeSettingsEndpoints, trialBalanceEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['payment-settings'];

/**
 * The admin's Payment Settings: gateway switches and default, Stripe's keys (an alternative
 * to the environment, which wins; secrets are never returned) and the trial balances.
 */
const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminGatewayEndpoints.list,
    {
      tags,
      summary: 'Every payment gateway with its switch, default flag and configuration state',
    },
    () => app.gatewaySettings.list(),
  );

  route(
    app,
    adminGatewayEndpoints.update,
    { tags, summary: 'Switch a gateway on or off, or make it the default' },
    (request) => app.gatewaySettings.update(request.params.gateway_id, request.body, actorOf(request)),
  );

  const describe = () => app.stripeSettings.describe(app.config.PUBLIC_URL);

  route(
    app,
    stripeSettingsEndpoints.get,
    {
      tags,
      summary: 'Whether Stripe is configured, from where, a hint of the key and the webhook URL',
    },
    describe,
  );

  route(
    app,
    stripeSettingsEndpoints.update,
    {
      tags,
      summary: 'Set the Stripe secret key and webhook signing secret (stored encrypted)',
    },
    async (request) => {
      await app.stripeSettings.save(request.body, actorOf(request));
      return describe();
    },
  );

  route(
    app,
    stripeSettingsEndpoints.remove,
    {
      tags,
      summary: "Forget the admin's Stripe keys (keys from the environment stay in force)",
    },
    async (request) => {
      await app.stripeSettings.clear(actorOf(request));
      return describe();
    },
  );

  route(app, trialBalanceEndpoints.get, { tags, summary: 'Trial balances granted to new accounts' }, () =>
    app.trialBalances.get(),
  );

  route(
    app,
    trialBalanceEndpoints.update,
    {
      tags,
      summary: 'Set the trial balances (applies to accounts created from now on)',
    },
    (request) => app.trialBalances.set(request.body, actorOf(request)),
  );
};

export default paymentSettingsRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../../lib/http-error.js';
import gatewayRoutes from './gateway-routes.js';
import stripeSettingsRoutes from './stripe-settings-routes.js';
import trialBalanceRoutes from './trial-balance-routes.js';

export const ADMIN_ONLY_DETAIL = 'Only administrators can do this.';

/** Everything under /api/v1/admin/: a signed-in admin only (others get 403). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (request.user.role !== 'admin') throw new HttpError(403, ADMIN_ONLY_DETAIL);
  });
  await app.register(trialBalanceRoutes);
  await app.register(gatewayRoutes);
  await app.register(stripeSettingsRoutes);
};

export default adminRoutes;

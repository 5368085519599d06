import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../../lib/http-error.js';
import aiSettingsRoutes from './ai-settings-routes.js';
import assistantRoutes from './assistant-routes.js';
import paymentSettingsRoutes from './payment-settings-routes.js';
import mailRoutes from './mail-routes.js';
import orderRoutes from './order-routes.js';
import overviewRoutes from './overview-routes.js';
import planRoutes from './plan-routes.js';
import siteSettingsRoutes from './site-settings-routes.js';
import supportRoutes from './support-routes.js';
import templateRoutes from './template-routes.js';
import userRoutes from './user-routes.js';
import voiceRoutes from './voice-routes.js';
import { signedInOnly } from '../endpoint-route.js';

export const ADMIN_ONLY_DETAIL = 'Only administrators can do this.';

/** Everything under /api/v1/admin/: a signed-in admin only (others get 403). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  signedInOnly(app);
  app.addHook('onRequest', async (request) => {
    if (request.user.role !== 'admin') throw new HttpError(403, ADMIN_ONLY_DETAIL);
  });
  await app.register(paymentSettingsRoutes);
  await app.register(aiSettingsRoutes);
  await app.register(supportRoutes);
  await app.register(orderRoutes);
  await app.register(userRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(planRoutes);
  await app.register(overviewRoutes);
  await app.register(mailRoutes);
  await app.register(assistantRoutes);
  await app.register(templateRoutes);
  await app.register(voiceRoutes);
};

export default adminRoutes;

import type { FastifyPluginAsync } from 'fastify';
import uploads from '../../../lib/uploads/uploads-plugin.js';
import adminRoutes from './admin/index.js';
import aiRoutes from './ai/index.js';
import paymentsRoutes from './payments/index.js';
import savedRoutes from './saved/index.js';
import companyRoutes from './static/company-routes.js';
import settingsRoutes from './static/settings-routes.js';
import supportRoutes from './support/support-routes.js';
import supportRequestRoutes from './support/support-request-routes.js';
import usersRoutes from './users/index.js';

/** Everything under /api/v1/, one prefix per resource. */
const v1Routes: FastifyPluginAsync = async (app) => {
  // Every upload of the API is read by lib/uploads/read-upload.ts with its endpoint's limits.
  await app.register(uploads);
  await app.register(companyRoutes, { prefix: '/static' });
  await app.register(settingsRoutes, { prefix: '/static' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(supportRoutes, { prefix: '/support' });
  await app.register(supportRequestRoutes, { prefix: '/support' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(aiRoutes, { prefix: '/ai' });
  await app.register(savedRoutes, { prefix: '/saved' });
};

export default v1Routes;

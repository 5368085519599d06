import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index.js';
import aiRoutes from './ai/index.js';
import paymentsRoutes from './payments/index.js';
import savedRoutes from './saved/index.js';
import companyRoutes from './static/company-routes.js';
import settingsRoutes from './static/settings-routes.js';
import supportRoutes from './support/support-routes.js';
import ticketRoutes from './support/ticket-routes.js';
import usersRoutes from './users/index.js';

/** Everything under /api/v1/, one prefix per resource. */
const v1Routes: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes, { prefix: '/static' });
  await app.register(settingsRoutes, { prefix: '/static' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(supportRoutes, { prefix: '/support' });
  await app.register(ticketRoutes, { prefix: '/support' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(aiRoutes, { prefix: '/ai' });
  await app.register(savedRoutes, { prefix: '/saved' });
};

export default v1Routes;

import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index.js';
import paymentsRoutes from './payments/index.js';
import staticRoutes from './static/index.js';
import supportRoutes from './support/index.js';
import usersRoutes from './users/index.js';

/** Everything under /api/v1/, one prefix per spec resource. */
const v1Routes: FastifyPluginAsync = async (app) => {
  await app.register(staticRoutes, { prefix: '/static' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(supportRoutes, { prefix: '/support' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default v1Routes;

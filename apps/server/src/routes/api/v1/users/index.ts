import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth-routes.js';
import balanceRoutes from './balance-routes.js';
import dashboardRoutes from './dashboard-routes.js';
import orderRoutes from './order-routes.js';
import profileRoutes from './profile-routes.js';
import reviewRoutes from './review-routes.js';

/** Everything under /api/v1/users/: one file per domain (docs/ARCHITECTURE.md). */
const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(reviewRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(balanceRoutes);
  await app.register(orderRoutes);
  await app.register(dashboardRoutes);
};

export default usersRoutes;

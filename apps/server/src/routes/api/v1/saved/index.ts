import type { FastifyPluginAsync } from 'fastify';
import savedCodeRoutes from './code-routes.js';

/** The user's saved creations (/user/saved/*), each behind a signed-in user. */
const savedRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(savedCodeRoutes);
};

export default savedRoutes;

import type { FastifyBaseLogger } from 'fastify';
import { DatabaseOutage, isDatabaseUnavailable } from '../../db/database-outage.js';
import { sendDetail, sendError, sendUnavailable } from '../../lib/error-reply.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { NOT_FOUND_DETAIL } from '../../lib/http-error.js';
import { RouteTable } from '../../lib/route-table.js';
import { storageFailure } from '../../lib/storage-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's current outage, if any: logged once, ended by a new connection. */
    databaseOutage: DatabaseOutage;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * One error handler and one not-found handler for the whole app. Register it before any
 * route: its onRoute hook records the API's routes to answer 405. A database that cannot be
 * reached or is busy is a 503 with Retry-After (never a 500), logged once per outage.
 */
export default definePlugin('error-handler', async (app) => {
  const apiRoutes = new RouteTable();
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) apiRoutes.add(route.url, route.method);
  });

  const databaseOutage = new DatabaseOutage(app.log as FastifyBaseLogger);
  app.decorate('databaseOutage', databaseOutage);
  app.setErrorHandler((error, _request, reply) => {
    // First: a media store's fault may carry a network error as its cause.
    const storage = storageFailure(error, reply.log);
    if (storage) return sendError(storage, reply);
    if (!isDatabaseUnavailable(error)) return sendError(error, reply);
    databaseOutage.failed(error);
    return sendUnavailable(reply);
  });

  // 405 only when the method is not one the path takes; a path whose method it does take but
  // the router refused (a parameter over maxParamLength) names nothing: 404.
  app.setNotFoundHandler((request, reply) => {
    const allowed = isApiPath(request.url) ? apiRoutes.findAllowedMethods(request.url) : [];
    if (allowed.length === 0 || allowed.includes(request.method)) {
      return sendDetail(reply, 404, NOT_FOUND_DETAIL);
    }
    reply.header('allow', allowed.join(', '));
    return sendDetail(reply, 405, `Method "${request.method}" not allowed.`);
  });
});

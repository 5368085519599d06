import { sendDetail, sendError } from '../../lib/error-reply.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { NOT_FOUND_DETAIL } from '../../lib/http-error.js';
import { RouteTable } from '../../lib/route-table.js';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * One error handler and one not-found handler for the whole app (DESIGN.md §3). Register
 * it before any route: its onRoute hook records the API's routes to answer 405.
 */
export default definePlugin('error-handler', async (app) => {
  const apiRoutes = new RouteTable();
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) apiRoutes.add(route.url, route.method);
  });

  app.setErrorHandler((error, _request, reply) => sendError(error, reply));

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

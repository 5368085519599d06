import { ZHealthResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness and database reachability, for load balancers and the e2e harness: 200 `ok`, else
 * 503 — `degraded` (the database does not answer) or `draining` (shutting down: send elsewhere).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database health; 503 while the database is down or the server drains',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await app.health.check(request.log);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;

import { ZHealthResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness and database reachability, for load balancers and the e2e harness. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database health',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await app.health.check(request.log);
      return reply.code(health.database === 'up' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;

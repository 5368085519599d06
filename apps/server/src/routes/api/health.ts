import { ZHealthResponseSchema, ZLivenessResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness for the orchestrator (restart a process that no longer answers) and readiness for
 * the balancer (send it traffic or not). `/api/health` is readiness, for the balancers and
 * scripts that already ask it.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 whenever the process answers, also while draining or with the database down',
        response: { 200: ZLivenessResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    schema: {
      tags: ['health'],
      summary:
        'Readiness: 503 while the database is down or the server drains; 200 degraded while Redis, media storage or the AI provider fail',
      response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
    },
  };
  for (const url of ['/health', '/health/ready']) {
    app.get(url, readiness, async (request, reply) => {
      const health = await app.health.check(request.log);
      const serving = health.status === 'ok' || health.status === 'degraded';
      return reply.code(serving ? 200 : 503).send(health);
    });
  }
};

export default healthRoutes;

import { ZHealthResponseSchema } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

async function isDatabaseUp(db: Kysely<Database>, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch (err) {
    log.warn({ err }, 'database health check failed');
    return false;
  }
}

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
      const up = await isDatabaseUp(app.db, request.log);
      const status = up ? 'ok' : 'degraded';
      return reply
        .code(up ? 200 : 503)
        .send({ status, database: up ? 'up' : 'down', dialect: app.dbDialect });
    },
  );
};

export default healthRoutes;

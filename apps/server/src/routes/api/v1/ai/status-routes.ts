import { aiStatusEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

/** Which AI tools are set up: their pages say so before anything is typed. */
const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    aiStatusEndpoints.get,
    {
      tags: ['ai'],
      summary: 'Which AI tools can answer now (false: the tool shows that it is not set up yet)',
    },
    () => app.aiStatus.status(),
  );
};

export default statusRoutes;

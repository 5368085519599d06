import { ZAiStatusSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

const tags = ['ai'];
const security = [{ bearerAuth: [] }];

/** Which AI tools are set up: their pages say so before anything is typed. */
const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status/',
    {
      schema: {
        tags,
        security,
        summary: 'Which AI tools can answer now (false: the tool shows that it is not set up yet)',
        response: { 200: ZAiStatusSchema, ...errorResponses(401) },
      },
    },
    () => app.aiStatus.status(),
  );
};

export default statusRoutes;

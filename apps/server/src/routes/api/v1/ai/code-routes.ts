import { ZCodeRequestSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';
import { followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-code'];
const security = [{ bearerAuth: [] }];

/** AI Code: a run streamed as server-sent events, and Stop. */
const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/code/',
    {
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary:
          'Write, explain, fix or convert code; the answer streams back and is saved (one code generation)',
        body: ZCodeRequestSchema,
        response: {
          ...streamedAnswer('{saved, balance}'),
          ...errorResponses(400, 401, 402, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => followGeneration(reply, await app.code.run(request.user.id, request.body)),
  );

  app.post(
    '/code/stop/',
    {
      schema: {
        tags,
        security,
        summary: 'Stop the AI Code answer being written; what was written is saved and charged',
        response: { 204: z.undefined(), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      await app.code.stop(request.user.id);
      return reply.code(204).send();
    },
  );
};

export default codeRoutes;

import { codeEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';
import { followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-code'];

/** AI Code: a run streamed as server-sent events, and Stop. */
const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    codeEndpoints.generate,
    {
      tags,
      summary:
        'Write, explain, fix or convert code; the answer streams back and is saved (one code generation)',
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      response: streamedAnswer('{saved, balance}'),
    },
    async (request, reply) => followGeneration(reply, await app.code.run(request.user.id, request.body)),
  );

  route(
    app,
    codeEndpoints.stop,
    {
      tags,
      summary: 'Stop the AI Code answer being written; what was written is saved and charged',
    },
    (request) => app.code.stop(request.user.id),
  );
};

export default codeRoutes;

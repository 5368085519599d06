import { templateEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';
import { followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-templates'];

/** Templates: the catalogue, a run streamed as server-sent events, and Stop. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    templateEndpoints.list,
    {
      tags,
      summary: 'The active prompt templates with their fields (filter by category, search)',
    },
    (request) => app.templates.list(request.query),
  );

  route(app, templateEndpoints.get, { tags, summary: 'One active template with its fields' }, (request) =>
    app.templates.get(request.params.id),
  );

  route(
    app,
    templateEndpoints.run,
    {
      tags,
      summary:
        "Run a template with its fields' values; the result streams back and is saved (one template generation)",
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      response: streamedAnswer('{saved, balance}'),
    },
    async (request, reply) =>
      followGeneration(reply, await app.templates.run(request.user.id, request.params.id, request.body)),
  );

  route(
    app,
    templateEndpoints.stop,
    {
      tags,
      summary: 'Stop the template result being written; what was written is saved and charged',
    },
    (request) => app.templates.stop(request.user.id),
  );
};

export default templateRoutes;

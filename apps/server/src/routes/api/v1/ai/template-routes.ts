import {
  ZTemplateParamsSchema,
  ZTemplateRunRequestSchema,
  ZTemplateSchema,
  ZTemplatesQuerySchema,
  ZTemplatesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';
import { followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-templates'];
const security = [{ bearerAuth: [] }];

/** Templates: the catalogue, a run streamed as server-sent events, and Stop. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates/',
    {
      schema: {
        tags,
        security,
        summary: 'The active prompt templates with their fields (filter by category, search)',
        querystring: ZTemplatesQuerySchema,
        response: { 200: ZTemplatesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.templates.list(request.query),
  );

  app.get(
    '/templates/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One active template with its fields',
        params: ZTemplateParamsSchema,
        response: { 200: ZTemplateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.templates.get(request.params.id),
  );

  app.post(
    '/templates/:id/run/',
    {
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary:
          "Run a template with its fields' values; the result streams back and is saved (one template generation)",
        params: ZTemplateParamsSchema,
        body: ZTemplateRunRequestSchema,
        response: {
          ...streamedAnswer('{saved, balance}'),
          ...errorResponses(400, 401, 402, 404, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) =>
      followGeneration(reply, await app.templates.run(request.user.id, request.params.id, request.body)),
  );

  app.post(
    '/templates/stop/',
    {
      schema: {
        tags,
        security,
        summary: 'Stop the template result being written; what was written is saved and charged',
        response: { 204: z.undefined(), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      await app.templates.stop(request.user.id);
      return reply.code(204).send();
    },
  );
};

export default templateRoutes;

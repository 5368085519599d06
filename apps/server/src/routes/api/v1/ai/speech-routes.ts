import {
  ZSpeechRequestSchema,
  ZSpeechResultSchema,
  ZVoicesQuerySchema,
  ZVoicesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';

const tags = ['ai-speech'];
const security = [{ bearerAuth: [] }];

/** Text to Speech: the voices library and a text read aloud. */
const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voices/',
    {
      schema: {
        tags,
        security,
        summary:
          'The voices library: every voice this install speaks with, filtered; each with a preview link',
        querystring: ZVoicesQuerySchema,
        response: { 200: ZVoicesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.voices.list(request.query),
  );

  app.post(
    '/text-to-speech/',
    {
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary: 'Read a text aloud with a voice of the library; saved, one text-to-speech generation',
        body: ZSpeechRequestSchema,
        response: { 201: ZSpeechResultSchema, ...errorResponses(400, 401, 402, 422, 429, 502, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.speech.generate(request.user.id, request.body)),
  );
};

export default speechRoutes;

import { ZImageOptionsSchema, ZImageRequestSchema, ZImageResultSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';

const tags = ['ai-images'];
const security = [{ bearerAuth: [] }];

/** AI Images: what the configured model offers, and a generation. */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/options/',
    {
      schema: {
        tags,
        security,
        summary: "The configured image model's sizes, styles and qualities (configured: false without one)",
        response: { 200: ZImageOptionsSchema, ...errorResponses(401) },
      },
    },
    () => app.images.options(),
  );

  app.post(
    '/images/',
    {
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary: 'Generate 1–4 images; each stored image costs one AI image (takes seconds to a minute)',
        body: ZImageRequestSchema,
        response: {
          201: ZImageResultSchema,
          ...errorResponses(400, 401, 402, 422, 429, 502, 503),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await app.images.generate(request.user.id, request.body)),
  );
};

export default imageRoutes;

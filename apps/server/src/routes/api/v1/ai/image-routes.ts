import { imageEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';

const tags = ['ai-images'];

/** AI Images: what the configured model offers, and a generation. */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    imageEndpoints.options,
    {
      tags,
      summary: "The configured image model's sizes, styles and qualities (configured: false without one)",
    },
    () => app.images.options(),
  );

  route(
    app,
    imageEndpoints.generate,
    {
      tags,
      summary: 'Generate 1–4 images; each stored image costs one AI image (takes seconds to a minute)',
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
    },
    (request) => app.images.generate(request.user.id, request.body),
  );
};

export default imageRoutes;

import { speechEndpoints, voiceEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';

const tags = ['ai-speech'];

/** Text to Speech: the voices library and a text read aloud. */
const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    voiceEndpoints.list,
    {
      tags,
      summary: 'The voices library: every voice this install speaks with, filtered; each with a preview link',
    },
    (request) => app.voices.list(request.query),
  );

  route(
    app,
    speechEndpoints.generate,
    {
      tags,
      summary: 'Read a text aloud with a voice of the library; saved, one text-to-speech generation',
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
    },
    (request) => app.speech.generate(request.user.id, request.body),
  );
};

export default speechRoutes;

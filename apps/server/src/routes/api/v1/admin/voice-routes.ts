import { adminVoiceEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-voices'];

/** The voices library, under admin/: every voice the engines offer, and the admin's choices. */
const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminVoiceEndpoints.list,
    {
      tags,
      summary: 'Every voice (offered or not, on or off, with its saved speeches), in the library’s order',
    },
    () => app.voiceCatalogue.list(),
  );

  route(
    app,
    adminVoiceEndpoints.update,
    {
      tags,
      summary: 'Switch a voice on or off, rename it, or make it its language’s default',
    },
    (request) => app.voiceCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  route(
    app,
    adminVoiceEndpoints.regeneratePreviews,
    { tags, summary: 'Make every preview clip again (each on its next play)' },
    (request) => app.voiceCatalogue.regeneratePreviews(actorOf(request)),
  );

  route(
    app,
    adminVoiceEndpoints.regeneratePreview,
    { tags, summary: 'Make one voice’s preview clip again (on its next play)' },
    (request) => app.voiceCatalogue.regeneratePreviews(actorOf(request), request.params.id),
  );
};

export default voiceRoutes;

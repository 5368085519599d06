import {
  ZAdminVoiceSchema,
  ZAdminVoicesResponseSchema,
  ZCatalogueIdParamsSchema,
  ZVoicePreviewsClearedSchema,
  ZVoiceUpdateSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-voices'];
const security = [{ bearerAuth: [] }];
const params = ZCatalogueIdParamsSchema;

/** The voices library, under admin/: every voice the engines offer, and the admin's choices. */
const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voices/',
    {
      schema: {
        tags,
        security,
        summary: 'Every voice (offered or not, on or off, with its saved speeches), in the library’s order',
        response: { 200: ZAdminVoicesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.voiceCatalogue.list(),
  );

  app.patch(
    '/voices/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a voice on or off, rename it, or make it its language’s default',
        params,
        body: ZVoiceUpdateSchema,
        response: { 200: ZAdminVoiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.voiceCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/voices/previews/',
    {
      schema: {
        tags,
        security,
        summary: 'Make every preview clip again (each on its next play)',
        response: { 200: ZVoicePreviewsClearedSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => app.voiceCatalogue.regeneratePreviews(actorOf(request)),
  );

  app.post(
    '/voices/:id/preview/',
    {
      schema: {
        tags,
        security,
        summary: 'Make one voice’s preview clip again (on its next play)',
        params,
        response: { 200: ZVoicePreviewsClearedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.voiceCatalogue.regeneratePreviews(actorOf(request), request.params.id),
  );
};

export default voiceRoutes;

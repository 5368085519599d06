import {
  ZSavedSpeechParamsSchema,
  ZSavedSpeechSchema,
  ZSavedSpeechesQuerySchema,
  ZSavedSpeechesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** My Text To Speeches: the user's speeches, with signed links to their audio. Others' ids are 404. */
const savedSpeechRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/text-to-speech/',
    {
      schema: {
        tags,
        security,
        summary: "The user's speeches, newest first (search in the text); links expire within minutes",
        querystring: ZSavedSpeechesQuerySchema,
        response: { 200: ZSavedSpeechesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.speech.saved.list(request.user.id, request.query),
  );

  app.get(
    '/text-to-speech/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One speech, with fresh links',
        params: ZSavedSpeechParamsSchema,
        response: { 200: ZSavedSpeechSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.speech.saved.get(request.user.id, request.params.id),
  );

  app.delete(
    '/text-to-speech/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a speech and its audio',
        params: ZSavedSpeechParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await app.speech.delete(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default savedSpeechRoutes;

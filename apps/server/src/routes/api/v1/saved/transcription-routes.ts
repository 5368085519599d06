import {
  ZTranscriptionParamsSchema,
  ZTranscriptionSchema,
  ZTranscriptionsQuerySchema,
  ZTranscriptionsResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** My Speech To Text: the user's transcriptions with their audio links. Others' ids are 404. */
const savedTranscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/speech-to-text/',
    {
      schema: {
        tags,
        security,
        summary: "The user's transcriptions, newest first (search in transcripts and file names)",
        querystring: ZTranscriptionsQuerySchema,
        response: { 200: ZTranscriptionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.transcriptions.saved.list(request.user.id, request.query),
  );

  app.get(
    '/speech-to-text/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One transcription, with a fresh audio link',
        params: ZTranscriptionParamsSchema,
        response: { 200: ZTranscriptionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.transcriptions.saved.get(request.user.id, request.params.id),
  );

  app.delete(
    '/speech-to-text/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a transcription and its audio (409 while it runs)',
        params: ZTranscriptionParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.transcriptions.delete(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default savedTranscriptionRoutes;

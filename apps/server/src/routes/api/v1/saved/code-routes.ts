import {
  ZSavedCodeParamsSchema,
  ZSavedCodeSchema,
  ZSavedCodesQuerySchema,
  ZSavedCodesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** My Generated Codes: the user's AI Code runs. Others' ids are 404. */
const savedCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/codes/',
    {
      schema: {
        tags,
        security,
        summary: "The user's saved code runs, newest first (search in prompts, filter by language)",
        querystring: ZSavedCodesQuerySchema,
        response: { 200: ZSavedCodesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.code.saved.list(request.user.id, request.query),
  );

  app.get(
    '/codes/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One saved code run',
        params: ZSavedCodeParamsSchema,
        response: { 200: ZSavedCodeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.code.saved.get(request.user.id, request.params.id),
  );

  app.delete(
    '/codes/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved code run',
        params: ZSavedCodeParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await app.code.saved.delete(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default savedCodeRoutes;

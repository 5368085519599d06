import {
  ZSavedTemplateParamsSchema,
  ZSavedTemplateSchema,
  ZSavedTemplatesQuerySchema,
  ZSavedTemplatesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** My Templates: the user's template runs. Others' ids are 404. */
const savedTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates/',
    {
      schema: {
        tags,
        security,
        summary: "The user's saved template runs, newest first (search, filter by category)",
        querystring: ZSavedTemplatesQuerySchema,
        response: { 200: ZSavedTemplatesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.templates.saved.list(request.user.id, request.query),
  );

  app.get(
    '/templates/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One saved template run',
        params: ZSavedTemplateParamsSchema,
        response: { 200: ZSavedTemplateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.templates.saved.get(request.user.id, request.params.id),
  );

  app.delete(
    '/templates/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved template run',
        params: ZSavedTemplateParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await app.templates.saved.delete(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default savedTemplateRoutes;

import {
  ZSavedImageParamsSchema,
  ZSavedImageSchema,
  ZSavedImagesQuerySchema,
  ZSavedImagesResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** My Images: the user's generated images, with signed links. Others' ids are 404. */
const savedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/',
    {
      schema: {
        tags,
        security,
        summary: "The user's images, newest first (search in prompts); links expire within minutes",
        querystring: ZSavedImagesQuerySchema,
        response: { 200: ZSavedImagesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.images.saved.list(request.user.id, request.query),
  );

  app.get(
    '/images/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One image, with fresh links',
        params: ZSavedImageParamsSchema,
        response: { 200: ZSavedImageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.images.saved.get(request.user.id, request.params.id),
  );

  app.delete(
    '/images/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an image and its files',
        params: ZSavedImageParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await app.images.delete(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default savedImageRoutes;

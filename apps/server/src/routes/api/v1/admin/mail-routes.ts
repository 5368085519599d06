import { ZDetailResponseSchema, ZMailDeliverySchema, ZMailIdParamsSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

/** Mail delivery for admins, under admin/: what is not sent yet, and "Retry now". */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/',
    {
      schema: {
        tags: ['admin-mail'],
        security: [{ bearerAuth: [] }],
        summary: 'Mail waiting to be sent: counts, the oldest waiting, and the ones given up lately',
        response: { 200: ZMailDeliverySchema, ...errorResponses(401, 403) },
      },
    },
    () => app.mailBacklog.get(),
  );

  app.post(
    '/mail/:id/retry/',
    {
      schema: {
        tags: ['admin-mail'],
        security: [{ bearerAuth: [] }],
        summary: 'Send a waiting mail now rather than at its next attempt',
        params: ZMailIdParamsSchema,
        response: { 202: ZDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(202).send(await app.mailBacklog.retry(request.params.id)),
  );
};

export default mailRoutes;

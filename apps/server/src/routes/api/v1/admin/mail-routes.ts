import { adminMailEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

const tags = ['admin-mail'];

/** Mail delivery for admins, under admin/: what is not sent yet, and "Retry now". */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminMailEndpoints.get,
    {
      tags,
      summary: 'Mail waiting to be sent: counts, the oldest waiting, and the ones given up lately',
    },
    () => app.mailBacklog.get(),
  );

  route(
    app,
    adminMailEndpoints.retry,
    { tags, summary: 'Send a waiting mail now rather than at its next attempt' },
    (request) => app.mailBacklog.retry(request.params.id),
  );
};

export default mailRoutes;

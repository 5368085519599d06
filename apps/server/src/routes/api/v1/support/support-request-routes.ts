import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_LIMIT_TEXT,
  supportRequestEndpoints,
} from '@inkwell/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { userHourlyRateLimit } from '../../../../plugins/external/rate-limit.js';
import type { TAsker } from '../../../../services/support/ticket-service.js';
import { BEARER, route } from '../endpoint-route.js';

const tags = ['support'];
const MB = SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024;
const ATTACHMENTS = {
  field: 'attachments',
  max: SUPPORT_ATTACHMENTS_MAX,
  maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
  tooMany: `Attach at most ${SUPPORT_ATTACHMENTS_MAX} images.`,
  tooLarge: `Each image can be at most ${MB} MB.`,
};
/** The form and its images, with room for the multipart framing. */
const BODY_LIMIT = SUPPORT_ATTACHMENTS_MAX * SUPPORT_ATTACHMENT_MAX_BYTES + 256 * 1024;

const readForm = (request: FastifyRequest) => readMultipartForm(request, ATTACHMENTS);
const askerOf = ({ user }: FastifyRequest): TAsker => ({
  id: user.id,
  name: user.full_name,
  email: user.email,
});

/**
 * A signed-in user's support requests: list, open, read, reply, close, reopen.
 * Replies are free, so each user may send SUPPORT_REPLY_RATE_LIMIT_PER_HOUR of them an hour.
 */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // A file over the size limit is cut and reported (a field error), not thrown as a 413.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
      files: SUPPORT_ATTACHMENTS_MAX + 1,
      fields: 8,
      fieldSize: 16 * 1024,
      parts: 12,
    },
  });
  const repliesPerHour = app.config.SUPPORT_REPLY_RATE_LIMIT_PER_HOUR;
  const replyRateLimit = userHourlyRateLimit('support-reply', repliesPerHour, (wait) =>
    SUPPORT_LIMIT_TEXT.replies(repliesPerHour, wait),
  );

  route(
    app,
    supportRequestEndpoints.list,
    { tags, security: BEARER, summary: 'Your support requests, latest activity first; filter by status' },
    (request) => app.tickets.list(request.user.id, request.query),
  );

  // Multipart: the form is read here, so the endpoint declares no body.
  route(
    app,
    supportRequestEndpoints.create,
    {
      tags,
      security: BEARER,
      summary:
        'Open a support request (multipart: subject, category, priority, message, up to 3 image attachments); one support request of your balance',
      bodyLimit: BODY_LIMIT,
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const { fields, files } = await readForm(request);
      return app.tickets.open(askerOf(request), fields, files);
    },
  );

  route(
    app,
    supportRequestEndpoints.get,
    {
      tags,
      security: BEARER,
      summary: 'A support request with its messages; Support’s replies are marked read',
    },
    (request) => app.tickets.get(request.user.id, request.params.id),
  );

  route(
    app,
    supportRequestEndpoints.reply,
    {
      tags,
      security: BEARER,
      summary:
        'Reply in a support request: JSON { message }, or multipart with message and up to 3 image attachments; free, limited per hour',
      consumes: ['application/json', 'multipart/form-data'],
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: replyRateLimit },
    },
    async (request) => {
      const { fields, files } = request.isMultipart()
        ? await readForm(request)
        : { fields: request.body, files: [] };
      return app.tickets.reply(askerOf(request), request.params.id, fields, files);
    },
  );

  for (const action of ['close', 'reopen'] as const)
    route(
      app,
      supportRequestEndpoints[action],
      {
        tags,
        security: BEARER,
        summary: action === 'close' ? 'Close a support request' : 'Reopen a closed support request',
      },
      (request) => app.tickets[action](request.user.id, request.params.id),
    );
};

export default ticketRoutes;

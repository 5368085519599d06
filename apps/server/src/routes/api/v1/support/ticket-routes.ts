import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_LIMIT_TEXT,
  ZSupportReplyBodySchema,
  ZSupportRequestDetailSchema,
  ZSupportRequestOpenedSchema,
  ZSupportRequestParamsSchema,
  ZSupportRequestsQuerySchema,
  ZSupportRequestsResponseSchema,
} from '@inkwell/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../../../lib/multipart-form.js';
import { userHourlyRateLimit } from '../../../../plugins/external/rate-limit.js';
import type { TAsker } from '../../../../services/support/ticket-service.js';
import { errorResponses } from '../error-responses.js';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
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

/** A reply's JSON body, checked; a multipart request has none here (null): its form is read in the handler. */
const ZReplyBodySchema = z.preprocess((body) => body ?? undefined, ZSupportReplyBodySchema.optional());

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
  const params = ZSupportRequestParamsSchema;
  const repliesPerHour = app.config.SUPPORT_REPLY_RATE_LIMIT_PER_HOUR;
  const replyRateLimit = userHourlyRateLimit('support-reply', repliesPerHour, (wait) =>
    SUPPORT_LIMIT_TEXT.replies(repliesPerHour, wait),
  );

  app.get(
    '/requests/',
    {
      schema: {
        tags,
        security,
        summary: 'Your support requests, latest activity first; filter by status',
        querystring: ZSupportRequestsQuerySchema,
        response: { 200: ZSupportRequestsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.tickets.list(request.user.id, request.query),
  );

  app.post(
    '/requests/',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Open a support request (multipart: subject, category, priority, message, up to 3 image attachments); one support request of your balance',
        consumes: ['multipart/form-data'],
        response: {
          201: ZSupportRequestOpenedSchema,
          ...errorResponses(400, 401, 402, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readForm(request);
      return reply.code(201).send(await app.tickets.open(askerOf(request), fields, files));
    },
  );

  app.get(
    '/requests/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'A support request with its messages; Support’s replies are marked read',
        params,
        response: { 200: ZSupportRequestDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.tickets.get(request.user.id, request.params.id),
  );

  app.post(
    '/requests/:id/messages/',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: replyRateLimit },
      schema: {
        tags,
        security,
        summary:
          'Reply in a support request: JSON { message }, or multipart with message and up to 3 image attachments; free, limited per hour',
        consumes: ['application/json', 'multipart/form-data'],
        params,
        body: ZReplyBodySchema,
        response: {
          201: ZSupportRequestDetailSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = request.isMultipart()
        ? await readForm(request)
        : { fields: request.body, files: [] };
      return reply
        .code(201)
        .send(await app.tickets.reply(askerOf(request), request.params.id, fields, files));
    },
  );

  for (const action of ['close', 'reopen'] as const)
    app.post(
      `/requests/:id/${action}/`,
      {
        schema: {
          tags,
          security,
          summary: action === 'close' ? 'Close a support request' : 'Reopen a closed support request',
          params,
          response: { 200: ZSupportRequestDetailSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => app.tickets[action](request.user.id, request.params.id),
    );
};

export default ticketRoutes;

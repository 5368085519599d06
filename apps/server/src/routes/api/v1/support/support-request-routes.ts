import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_LIMIT_TEXT,
  supportRequestEndpoints,
} from '@inkwell/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload, type TUploadRule } from '../../../../lib/uploads/read-upload.js';
import { inMemory, type TMemoryFile } from '../../../../lib/uploads/upload-sinks.js';
import { userHourlyRateLimit } from '../../../../plugins/external/rate-limit.js';
import type { TAsker } from '../../../../services/support/support-request-service.js';
import { route, signedInOnly } from '../endpoint-route.js';

const tags = ['support'];
const MB = SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024;
/** A new request's or a reply's form: its text fields and up to 3 images under `attachments`. */
const ATTACHMENTS: TUploadRule<TMemoryFile> = {
  field: 'attachments',
  limits: {
    files: SUPPORT_ATTACHMENTS_MAX,
    fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
    fields: 8,
    fieldSize: 16 * 1024,
  },
  sink: inMemory,
  tooMany: `Attach at most ${SUPPORT_ATTACHMENTS_MAX} images.`,
  tooLarge: `Each image can be at most ${MB} MB.`,
};

const askerOf = ({ user }: FastifyRequest): TAsker => ({
  id: user.id,
  name: user.full_name,
  email: user.email,
});

/**
 * A signed-in user's support requests: list, open, read, reply, close, reopen.
 * Replies are free, so each user may send SUPPORT_REPLY_RATE_LIMIT_PER_HOUR of them an hour.
 */
const supportRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const repliesPerHour = app.config.SUPPORT_REPLY_RATE_LIMIT_PER_HOUR;
  const replyRateLimit = userHourlyRateLimit('support-reply', repliesPerHour, (wait) =>
    SUPPORT_LIMIT_TEXT.replies(repliesPerHour, wait),
  );

  route(
    app,
    supportRequestEndpoints.list,
    { tags, summary: 'Your support requests, latest activity first; filter by status' },
    (request) => app.supportRequests.list(request.user.id, request.query),
  );

  // Multipart: the form is read here, so the endpoint declares no body.
  route(
    app,
    supportRequestEndpoints.create,
    {
      tags,
      summary:
        'Open a support request (multipart: subject, category, priority, message, up to 3 image attachments); one support request of your balance',
      consumes: ['multipart/form-data'],
    },
    (request) =>
      readUpload(request, ATTACHMENTS, ({ fields, files }) =>
        app.supportRequests.open(askerOf(request), fields, files),
      ),
  );

  route(
    app,
    supportRequestEndpoints.get,
    {
      tags,
      summary: 'A support request with its messages; Support’s replies are marked read',
    },
    (request) => app.supportRequests.get(request.user.id, request.params.id),
  );

  route(
    app,
    supportRequestEndpoints.reply,
    {
      tags,
      summary:
        'Reply in a support request: JSON { message }, or multipart with message and up to 3 image attachments; free, limited per hour',
      consumes: ['application/json', 'multipart/form-data'],
      config: { rateLimit: replyRateLimit },
    },
    (request) =>
      request.isMultipart()
        ? readUpload(request, ATTACHMENTS, ({ fields, files }) =>
            app.supportRequests.reply(askerOf(request), request.params.id, fields, files),
          )
        : app.supportRequests.reply(askerOf(request), request.params.id, request.body, []),
  );

  for (const action of ['close', 'reopen'] as const)
    route(
      app,
      supportRequestEndpoints[action],
      {
        tags,
        summary: action === 'close' ? 'Close a support request' : 'Reopen a closed support request',
      },
      (request) => app.supportRequests[action](request.user.id, request.params.id),
    );
};

export default supportRequestRoutes;

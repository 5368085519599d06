import { ZChatDetailSchema, ZChatParamsSchema, ZSendMessageRequestSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';
import { followAttached, followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-chats'];
const security = [{ bearerAuth: [] }];
const refusals = errorResponses(400, 401, 402, 404, 409, 422, 429, 502, 503);
const streamed = streamedAnswer('{message, usage, balance}');

/** Sending, regenerating, stopping and re-attaching to answers. */
const chatStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) };

  app.post(
    '/chats/:id/messages/',
    {
      config,
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary: 'Send a message; the answer streams back as server-sent events',
        params: ZChatParamsSchema,
        body: ZSendMessageRequestSchema,
        response: { ...streamed, ...refusals },
      },
    },
    async (request, reply) => {
      const generation = await app.chatGenerator.start(request.user.id, request.params.id, {
        content: request.body.content,
      });
      followGeneration(reply, generation);
    },
  );

  app.post(
    '/chats/:id/regenerate/',
    {
      config,
      onRequest: app.refuseWhileDraining,
      schema: {
        tags,
        security,
        summary: 'Replace the last answer with a new one, streamed',
        params: ZChatParamsSchema,
        response: { ...streamed, ...refusals },
      },
    },
    async (request, reply) => {
      const generation = await app.chatGenerator.start(request.user.id, request.params.id, {
        regenerate: true,
      });
      followGeneration(reply, generation);
    },
  );

  app.get(
    '/chats/:id/stream/',
    {
      schema: {
        tags,
        security,
        summary:
          'Re-attach to the answer being written: the text so far, then the rest as it comes (a few streams per answer and per user; past them 429)',
        params: ZChatParamsSchema,
        response: { ...streamed, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request, reply) =>
      followAttached(reply, (listener) =>
        app.chatGenerator.attach(request.user.id, request.params.id, listener),
      ),
  );

  app.post(
    '/chats/:id/stop/',
    {
      schema: {
        tags,
        security,
        summary: 'Stop the answer being written; what was written is saved as stopped',
        params: ZChatParamsSchema,
        response: { 200: ZChatDetailSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await app.chatGenerator.stop(request.user.id, request.params.id);
      return app.chats.getChat(request.user.id, request.params.id);
    },
  );
};

export default chatStreamRoutes;

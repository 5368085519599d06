import { ZChatDetailSchema, ZSendMessageRequestSchema } from '@inkwell/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStream } from '../../../../lib/event-stream.js';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import type { Generation } from '../../../../services/ai-chats/generations.js';
import { errorResponses } from '../error-responses.js';
import { ZChatParamsSchema } from './chat-routes.js';

const tags = ['ai-chats'];
const security = [{ bearerAuth: [] }];
const refusals = errorResponses(400, 401, 402, 404, 409, 422, 429, 502, 503);
const streamed = {
  200: z
    .string()
    .describe(
      'text/event-stream: `delta` {text}…, then `done` {message, usage, balance} or `error` {detail}',
    ),
};

/**
 * Follows a generation on this request's socket as an event stream. The socket going away
 * only removes this listener: the answer goes on and is saved (issue 11).
 */
function follow(reply: FastifyReply, generation: Generation): void {
  const stream = EventStream.open(reply);
  const detach = generation.attach({
    delta: (text) => stream.send('delta', { text }),
    end: ({ event, data }) => stream.end(event, data),
  });
  reply.raw.on('close', detach);
}

/** Sending, regenerating, stopping and re-attaching to answers. */
const chatStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) };

  app.post(
    '/chats/:id/messages/',
    {
      config,
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
      follow(reply, generation);
    },
  );

  app.post(
    '/chats/:id/regenerate/',
    {
      config,
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
      follow(reply, generation);
    },
  );

  app.get(
    '/chats/:id/stream/',
    {
      schema: {
        tags,
        security,
        summary: 'Re-attach to the answer being written: the text so far, then the rest as it comes',
        params: ZChatParamsSchema,
        response: { ...streamed, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      follow(reply, await app.chatGenerator.attach(request.user.id, request.params.id)),
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

import { chatAnswerEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';
import { followAttached, followGeneration, streamedAnswer } from './generation-stream.js';

const tags = ['ai-chats'];
const response = streamedAnswer('{message, usage, balance}');

/** Sending, regenerating, stopping and re-attaching to answers. */
const chatStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) };
  const onRequest = app.refuseWhileDraining;

  route(
    app,
    chatAnswerEndpoints.send,
    {
      tags,
      summary: 'Send a message; the answer streams back as server-sent events',
      config,
      onRequest,
      response,
    },
    async (request, reply) => {
      const generation = await app.chatGenerator.start(request.user.id, request.params.id, {
        content: request.body.content,
      });
      followGeneration(reply, generation);
    },
  );

  route(
    app,
    chatAnswerEndpoints.regenerate,
    {
      tags,
      summary: 'Replace the last answer with a new one, streamed',
      config,
      onRequest,
      response,
    },
    async (request, reply) => {
      const generation = await app.chatGenerator.start(request.user.id, request.params.id, {
        regenerate: true,
      });
      followGeneration(reply, generation);
    },
  );

  route(
    app,
    chatAnswerEndpoints.follow,
    {
      tags,
      summary:
        'Re-attach to the answer being written: the text so far, then the rest as it comes (a few streams per answer and per user; past them 429)',
      response,
    },
    (request, reply) =>
      followAttached(reply, (listener) =>
        app.chatGenerator.attach(request.user.id, request.params.id, listener),
      ),
  );

  route(
    app,
    chatAnswerEndpoints.stop,
    {
      tags,
      summary: 'Stop the answer being written; what was written is saved as stopped',
    },
    async (request) => {
      await app.chatGenerator.stop(request.user.id, request.params.id);
      return app.chats.getChat(request.user.id, request.params.id);
    },
  );
};

export default chatStreamRoutes;

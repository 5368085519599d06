import {
  ZChatParamsSchema,
  ZAssistantsResponseSchema,
  ZChatDetailSchema,
  ZChatsPageSchema,
  ZChatsQuerySchema,
  ZChatSummarySchema,
  ZCreateChatRequestSchema,
  ZRenameChatRequestSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';

const tags = ['ai-chats'];
const security = [{ bearerAuth: [] }];

/** Assistants and the user's chats; answers are in chat-stream-routes.ts. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assistants/',
    {
      schema: {
        tags,
        security,
        summary: 'Active assistants, in display order',
        response: { 200: ZAssistantsResponseSchema },
      },
    },
    () => app.chats.listAssistants(),
  );

  app.get(
    '/chats/',
    {
      schema: {
        tags,
        security,
        summary: "The user's chats, most recent first; `search` matches titles",
        querystring: ZChatsQuerySchema,
        response: { 200: ZChatsPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.chats.listChats(request.user.id, request.query),
  );

  app.post(
    '/chats/',
    {
      schema: {
        tags,
        security,
        summary: 'Start a chat with an assistant',
        body: ZCreateChatRequestSchema,
        response: { 201: ZChatSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.chats.createChat(request.user.id, request.body.assistant_id)),
  );

  app.get(
    '/chats/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'A chat with its messages',
        params: ZChatParamsSchema,
        response: { 200: ZChatDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.chats.getChat(request.user.id, request.params.id),
  );

  app.patch(
    '/chats/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a chat',
        params: ZChatParamsSchema,
        body: ZRenameChatRequestSchema,
        response: { 200: ZChatSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.chats.renameChat(request.user.id, request.params.id, request.body.title),
  );

  app.delete(
    '/chats/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a chat and its messages (an answer still running is stopped first)',
        params: ZChatParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.chats.deleteChat(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default chatRoutes;

import { assistantEndpoints, chatEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

const tags = ['ai-chats'];

/** Assistants and the user's chats; answers are in chat-stream-routes.ts. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, assistantEndpoints.list, { tags, summary: 'Active assistants, in display order' }, () =>
    app.chats.listAssistants(),
  );

  route(
    app,
    chatEndpoints.list,
    { tags, summary: "The user's chats, most recent first; `search` matches titles" },
    (request) => app.chats.listChats(request.user.id, request.query),
  );

  route(app, chatEndpoints.create, { tags, summary: 'Start a chat with an assistant' }, (request) =>
    app.chats.createChat(request.user.id, request.body.assistant_id),
  );

  route(app, chatEndpoints.get, { tags, summary: 'A chat with its messages' }, (request) =>
    app.chats.getChat(request.user.id, request.params.id),
  );

  route(app, chatEndpoints.update, { tags, summary: 'Rename a chat' }, (request) =>
    app.chats.renameChat(request.user.id, request.params.id, request.body.title),
  );

  route(
    app,
    chatEndpoints.remove,
    {
      tags,
      summary: 'Delete a chat and its messages (an answer still running is stopped first)',
    },
    (request) => app.chats.deleteChat(request.user.id, request.params.id),
  );
};

export default chatRoutes;

import { adminAssistantEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../../../lib/uploads/read-upload.js';
import { AVATAR_UPLOAD } from '../avatar-upload.js';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-assistants'];

/** The assistants catalogue, under admin/: every assistant, active or not. */
const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminAssistantEndpoints.list,
    {
      tags,
      summary: 'Every assistant (active or not, with its number of chats), in display order',
    },
    () => app.assistantCatalogue.list(),
  );

  route(
    app,
    adminAssistantEndpoints.create,
    { tags, summary: 'Add an assistant (last in the order)' },
    (request) => app.assistantCatalogue.create(request.body, actorOf(request)),
  );

  route(
    app,
    adminAssistantEndpoints.reorder,
    { tags, summary: 'The assistants in the order users see them' },
    (request) => app.assistantCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  route(
    app,
    adminAssistantEndpoints.update,
    {
      tags,
      summary: 'Change an assistant (the next answer in every chat with it uses the change)',
    },
    (request) => app.assistantCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  route(
    app,
    adminAssistantEndpoints.uploadAvatar,
    {
      tags,
      summary: "Upload the assistant's picture (multipart: a PNG, JPEG or WebP in file), re-encoded",
      consumes: ['multipart/form-data'],
    },
    (request) =>
      readUpload(request, AVATAR_UPLOAD, ({ files }) =>
        // The rule requires one file: `files[0]` is there.
        app.assistantCatalogue.setAvatar(request.params.id, files[0]!.bytes, actorOf(request)),
      ),
  );

  route(
    app,
    adminAssistantEndpoints.try,
    {
      tags,
      summary: 'Open a test chat with it (active or not); its answers spend nothing',
    },
    (request) => app.chats.createTestChat(request.user.id, request.params.id),
  );

  route(
    app,
    adminAssistantEndpoints.remove,
    {
      tags,
      summary: 'Delete an assistant, or hide it from new chats when users have chats with it',
    },
    (request) => app.assistantCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default assistantRoutes;

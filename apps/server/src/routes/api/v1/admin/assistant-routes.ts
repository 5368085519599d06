import {
  ZAdminAssistantSchema,
  ZAdminAssistantsResponseSchema,
  ZAssistantRequestSchema,
  ZAssistantUpdateSchema,
  ZCatalogueIdParamsSchema,
  ZCatalogueOrderSchema,
  ZCatalogueRemovedSchema,
  ZChatSummarySchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawImages, RAW_IMAGE_BODY_LIMIT, uploadedImage } from '../../../../lib/image-upload.js';
import { errorResponses } from '../error-responses.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-assistants'];
const security = [{ bearerAuth: [] }];
const params = ZCatalogueIdParamsSchema;

/** The assistants catalogue, under admin/: every assistant, active or not. */
const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawImages(app);

  app.get(
    '/assistants/',
    {
      schema: {
        tags,
        security,
        summary: 'Every assistant (active or not, with its number of chats), in display order',
        response: { 200: ZAdminAssistantsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.assistantCatalogue.list(),
  );

  app.post(
    '/assistants/',
    {
      schema: {
        tags,
        security,
        summary: 'Add an assistant (last in the order)',
        body: ZAssistantRequestSchema,
        response: { 201: ZAdminAssistantSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.assistantCatalogue.create(request.body, actorOf(request))),
  );

  app.put(
    '/assistants/order/',
    {
      schema: {
        tags,
        security,
        summary: 'The assistants in the order users see them',
        body: ZCatalogueOrderSchema,
        response: { 200: ZAdminAssistantsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.assistantCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  app.patch(
    '/assistants/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change an assistant (the next answer in every chat with it uses the change)',
        params,
        body: ZAssistantUpdateSchema,
        response: { 200: ZAdminAssistantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.assistantCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/assistants/:id/avatar/',
    {
      bodyLimit: RAW_IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Upload the assistant's picture (raw PNG, JPEG or WebP body), re-encoded",
        params,
        response: { 200: ZAdminAssistantSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    (request) =>
      app.assistantCatalogue.setAvatar(request.params.id, uploadedImage(request), actorOf(request)),
  );

  app.post(
    '/assistants/:id/try/',
    {
      schema: {
        tags,
        security,
        summary: 'Open a test chat with it (active or not); its answers spend nothing',
        params,
        response: { 201: ZChatSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.chats.createTestChat(request.user.id, request.params.id)),
  );

  app.delete(
    '/assistants/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an assistant, or hide it from new chats when users have chats with it',
        params,
        response: { 200: ZCatalogueRemovedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.assistantCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default assistantRoutes;

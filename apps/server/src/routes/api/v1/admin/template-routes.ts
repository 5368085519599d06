import {
  ZAdminTemplateSchema,
  ZAdminTemplatesResponseSchema,
  ZCatalogueIdParamsSchema,
  ZCatalogueOrderSchema,
  ZCatalogueRemovedSchema,
  ZTemplatePreviewRequestSchema,
  ZTemplatePreviewSchema,
  ZTemplateRequestSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-templates'];
const security = [{ bearerAuth: [] }];
const params = ZCatalogueIdParamsSchema;

/** The prompt templates catalogue, under admin/: every template, active or not. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates/',
    {
      schema: {
        tags,
        security,
        summary: 'Every template (active or not, with its prompt and its saved runs), in display order',
        response: { 200: ZAdminTemplatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.templateCatalogue.list(),
  );

  app.post(
    '/templates/',
    {
      schema: {
        tags,
        security,
        summary: "Add a template (its prompt's placeholders and its fields must match)",
        body: ZTemplateRequestSchema,
        response: { 201: ZAdminTemplateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.templateCatalogue.create(request.body, actorOf(request))),
  );

  app.post(
    '/templates/preview/',
    {
      schema: {
        tags,
        security,
        summary: 'The messages a run of a template being edited would send, with sample values',
        body: ZTemplatePreviewRequestSchema,
        response: { 200: ZTemplatePreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.templateCatalogue.preview(request.body),
  );

  app.put(
    '/templates/order/',
    {
      schema: {
        tags,
        security,
        summary: 'The templates in the order users see them',
        body: ZCatalogueOrderSchema,
        response: { 200: ZAdminTemplatesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.templateCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  app.put(
    '/templates/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a template (saved runs keep what they had)',
        params,
        body: ZTemplateRequestSchema,
        response: { 200: ZAdminTemplateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.templateCatalogue.replace(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/templates/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a template, or hide it when users have saved runs of it',
        params,
        response: { 200: ZCatalogueRemovedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.templateCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default templateRoutes;

import {
  ZAdminPackSchema,
  ZAdminPlansResponseSchema,
  ZCustomPlanRequestSchema,
  ZPackRequestSchema,
  ZPackUpdateSchema,
  ZPlanIdParamsSchema,
  ZCatalogueOrderSchema,
  ZCatalogueRemovedSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-plans'];
const security = [{ bearerAuth: [] }];
const params = ZPlanIdParamsSchema;

/** The plans for sale, under admin/: packs and the custom plan's rates. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans/',
    {
      schema: {
        tags,
        security,
        summary: 'Every pack (for sale or not, with its number of orders) and the custom plan',
        response: { 200: ZAdminPlansResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.planCatalogue.list(),
  );

  app.post(
    '/plans/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a pack (last in the order)',
        body: ZPackRequestSchema,
        response: { 201: ZAdminPackSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.planCatalogue.create(request.body, actorOf(request))),
  );

  app.put(
    '/plans/order/',
    {
      schema: {
        tags,
        security,
        summary: 'The packs in the order buyers see them',
        body: ZCatalogueOrderSchema,
        response: { 200: ZAdminPlansResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.planCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  app.put(
    '/plans/custom/',
    {
      schema: {
        tags,
        security,
        summary: "The custom plan's per-unit rates and whether it is for sale",
        body: ZCustomPlanRequestSchema,
        response: { 200: ZAdminPlansResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.planCatalogue.saveCustom(request.body, actorOf(request)),
  );

  app.patch(
    '/plans/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Change a pack (most popular moves to it; not for sale hides it)',
        params,
        body: ZPackUpdateSchema,
        response: { 200: ZAdminPackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.planCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/plans/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a pack, or take it off sale when orders name it',
        params,
        response: { 200: ZCatalogueRemovedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.planCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default planRoutes;

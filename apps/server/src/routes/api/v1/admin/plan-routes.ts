import { adminPlanEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-plans'];

/** The plans for sale, under admin/: packs and the custom plan's rates. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminPlanEndpoints.list,
    {
      tags,
      summary: 'Every pack (for sale or not, with its number of orders) and the custom plan',
    },
    () => app.planCatalogue.list(),
  );

  route(app, adminPlanEndpoints.create, { tags, summary: 'Add a pack (last in the order)' }, (request) =>
    app.planCatalogue.create(request.body, actorOf(request)),
  );

  route(
    app,
    adminPlanEndpoints.reorder,
    { tags, summary: 'The packs in the order buyers see them' },
    (request) => app.planCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  route(
    app,
    adminPlanEndpoints.updateCustom,
    { tags, summary: "The custom plan's per-unit rates and whether it is for sale" },
    (request) => app.planCatalogue.saveCustom(request.body, actorOf(request)),
  );

  route(
    app,
    adminPlanEndpoints.update,
    {
      tags,
      summary: 'Change a pack (most popular moves to it; not for sale hides it)',
    },
    (request) => app.planCatalogue.update(request.params.id, request.body, actorOf(request)),
  );

  route(
    app,
    adminPlanEndpoints.remove,
    { tags, summary: 'Delete a pack, or take it off sale when orders name it' },
    (request) => app.planCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default planRoutes;

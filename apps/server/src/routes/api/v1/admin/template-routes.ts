import { adminTemplateEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-templates'];

/** The prompt templates catalogue, under admin/: every template, active or not. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminTemplateEndpoints.list,
    {
      tags,
      summary: 'Every template (active or not, with its prompt and its saved runs), in display order',
    },
    () => app.templateCatalogue.list(),
  );

  route(
    app,
    adminTemplateEndpoints.create,
    {
      tags,
      summary: "Add a template (its prompt's placeholders and its fields must match)",
    },
    (request) => app.templateCatalogue.create(request.body, actorOf(request)),
  );

  route(
    app,
    adminTemplateEndpoints.preview,
    {
      tags,
      summary: 'The messages a run of a template being edited would send, with sample values',
    },
    (request) => app.templateCatalogue.preview(request.body),
  );

  route(
    app,
    adminTemplateEndpoints.reorder,
    { tags, summary: 'The templates in the order users see them' },
    (request) => app.templateCatalogue.reorder(request.body.ids, actorOf(request)),
  );

  route(
    app,
    adminTemplateEndpoints.update,
    { tags, summary: 'Replace a template (saved runs keep what they had)' },
    (request) => app.templateCatalogue.replace(request.params.id, request.body, actorOf(request)),
  );

  route(
    app,
    adminTemplateEndpoints.remove,
    {
      tags,
      summary: 'Delete a template, or hide it when users have saved runs of it',
    },
    (request) => app.templateCatalogue.remove(request.params.id, actorOf(request)),
  );
};

export default templateRoutes;

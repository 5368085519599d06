import { adminSupportEndpoints, supportSettingsEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-support'];

/** The Support Center, under admin/ (signed-in admins only). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminSupportEndpoints.list,
    {
      tags,
      summary: 'Every support request, contact message and application: filtered, searched, sorted, counted',
    },
    (request) => app.supportCenter.list(request.query),
  );

  route(
    app,
    adminSupportEndpoints.summary,
    { tags, summary: 'How many requests are open (the sidebar badge)' },
    () => app.supportCenter.badge(),
  );

  route(
    app,
    supportSettingsEndpoints.get,
    { tags, summary: 'Whether admins get an email for each new request' },
    () => app.supportNotices.settings(),
  );

  route(
    app,
    supportSettingsEndpoints.update,
    { tags, summary: 'Turn the emails about new requests on or off' },
    (request) => app.supportNotices.setSettings(request.body, actorOf(request)),
  );

  route(
    app,
    adminSupportEndpoints.get,
    { tags, summary: 'A request with its asker, thread and internal notes' },
    (request) => app.supportCenter.get(request.params.id),
  );

  route(
    app,
    adminSupportEndpoints.reply,
    {
      tags,
      summary: 'Reply to the asker (marked answered, mailed) or add an internal note',
    },
    (request) => {
      const { user } = request;
      const admin = { id: user.id, name: user.full_name, email: user.email };
      return app.supportCenter.reply(admin, request.params.id, request.body, actorOf(request));
    },
  );

  route(
    app,
    adminSupportEndpoints.update,
    { tags, summary: 'Change a request’s status or priority' },
    (request) => app.supportCenter.update(request.params.id, request.body, actorOf(request)),
  );
};

export default supportRoutes;

import { auditLogEndpoints, dateSettingsEndpoints, ipSettingsEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-settings'];

/** Date display and IP settings, and the audit log, under admin/. */
const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dateSettingsEndpoints.get, { tags, summary: 'How dates and times are shown everywhere' }, () =>
    app.siteSettings.date(),
  );

  route(
    app,
    dateSettingsEndpoints.update,
    { tags, summary: 'Set the date format, the 12/24-hour clock and the time zone' },
    (request) => app.siteSettingsChanges.saveDate(request.body, actorOf(request)),
  );

  route(
    app,
    ipSettingsEndpoints.get,
    {
      tags,
      summary: 'Whether users’ IPs are recorded and shown, and how long they are kept',
    },
    () => app.siteSettings.ip(),
  );

  route(
    app,
    ipSettingsEndpoints.update,
    {
      tags,
      summary: 'Record IPs on or off, show them on or off, and their retention in days',
    },
    (request) => app.siteSettingsChanges.saveIp(request.body, actorOf(request)),
  );

  route(
    app,
    auditLogEndpoints.list,
    {
      tags,
      summary: 'Every admin action: who, what, on which target, before and after',
    },
    (request) => app.auditLog.list(request.query),
  );
};

export default siteSettingsRoutes;

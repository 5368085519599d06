import {
  ZAuditLogQuerySchema,
  ZAuditLogResponseSchema,
  ZDateSettingsSchema,
  ZIpSettingsSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';
import { actorOf } from './admin-actor.js';

const tags = ['admin-settings'];
const security = [{ bearerAuth: [] }];

/** Date display and IP settings, and the audit log, under admin/. */
const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/date/',
    {
      schema: {
        tags,
        security,
        summary: 'How dates and times are shown everywhere',
        response: { 200: ZDateSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.siteSettings.date(),
  );

  app.put(
    '/settings/date/',
    {
      schema: {
        tags,
        security,
        summary: 'Set the date format, the 12/24-hour clock and the time zone',
        body: ZDateSettingsSchema,
        response: { 200: ZDateSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.siteSettingsChanges.saveDate(request.body, actorOf(request)),
  );

  app.get(
    '/settings/ip/',
    {
      schema: {
        tags,
        security,
        summary: 'Whether users’ IPs are recorded and shown, and how long they are kept',
        response: { 200: ZIpSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.siteSettings.ip(),
  );

  app.put(
    '/settings/ip/',
    {
      schema: {
        tags,
        security,
        summary: 'Record IPs on or off, show them on or off, and their retention in days',
        body: ZIpSettingsSchema,
        response: { 200: ZIpSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.siteSettingsChanges.saveIp(request.body, actorOf(request)),
  );

  app.get(
    '/audit-log/',
    {
      schema: {
        tags,
        security,
        summary: 'Every admin action: who, what, on which target, before and after',
        querystring: ZAuditLogQuerySchema,
        response: { 200: ZAuditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.auditLog.list(request.query),
  );
};

export default siteSettingsRoutes;

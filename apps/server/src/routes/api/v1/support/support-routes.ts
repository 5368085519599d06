import {
  ZApplicationRequestSchema,
  ZApplicationResponseSchema,
  ZContactRequestSchema,
  ZContactResponseSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hourlyRateLimit } from '../../../../plugins/external/rate-limit.js';
import { errorResponses } from '../error-responses.js';

const formErrors = errorResponses(400, 413, 415, 429);

/** Public forms; each lands in the support center. Rate-limited per client IP. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = hourlyRateLimit(app.config.CONTACT_RATE_LIMIT_PER_HOUR);

  app.post(
    '/contact/',
    {
      schema: {
        tags: ['support'],
        summary: 'Contact form',
        body: ZContactRequestSchema,
        response: { 201: ZContactResponseSchema, ...formErrors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = await app.support.submitContact(request.body, await app.siteSettings.ipToRecord(request.ip));
      const detail = `Thanks, ${request.body.name}! Your message has reached our support team. We reply within one business day.`;
      return reply.code(201).send({ id, detail });
    },
  );

  app.post(
    '/application/',
    {
      schema: {
        tags: ['support'],
        summary: 'Business or partner application form',
        body: ZApplicationRequestSchema,
        response: { 201: ZApplicationResponseSchema, ...formErrors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { full_name, kind } = request.body;
      const id = await app.support.submitApplication(
        request.body,
        await app.siteSettings.ipToRecord(request.ip),
      );
      const detail = `Thanks, ${full_name}! We have received your ${kind} application and will reply within two business days.`;
      return reply.code(201).send({ id, detail });
    },
  );
};

export default supportRoutes;

import { supportFormEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hourlyRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';

const tags = ['support'];

/** Public forms; each lands in the support center. Rate-limited per client IP. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = hourlyRateLimit(app.config.CONTACT_RATE_LIMIT_PER_HOUR);

  route(
    app,
    supportFormEndpoints.contact,
    { tags, summary: 'Contact form', config: { rateLimit } },
    async (request) => {
      const id = await app.support.submitContact(request.body, await app.siteSettings.ipToRecord(request.ip));
      const detail = `Thanks, ${request.body.name}! Your message has reached our support team. We reply within one business day.`;
      return { id, detail };
    },
  );

  route(
    app,
    supportFormEndpoints.application,
    { tags, summary: 'Business or partner application form', config: { rateLimit } },
    async (request) => {
      const { full_name, kind } = request.body;
      const id = await app.support.submitApplication(
        request.body,
        await app.siteSettings.ipToRecord(request.ip),
      );
      const detail = `Thanks, ${full_name}! We have received your ${kind} application and will reply within two business days.`;
      return { id, detail };
    },
  );
};

export default supportRoutes;

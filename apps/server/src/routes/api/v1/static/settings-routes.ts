import { ZDisplaySettingsSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What every browser needs to show the site as the admins set it (the date display); public. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/',
    {
      schema: {
        tags: ['static'],
        summary: 'Display settings: how dates and times are shown',
        response: { 200: ZDisplaySettingsSchema },
      },
    },
    () => app.siteSettings.display(),
  );
};

export default settingsRoutes;

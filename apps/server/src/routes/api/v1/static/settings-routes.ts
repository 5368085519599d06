import { displaySettingsEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

/** What every browser needs to show the site as the admins set it (the date display); public. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    displaySettingsEndpoints.get,
    { tags: ['static'], summary: 'Display settings: how dates and times are shown' },
    () => app.siteSettings.display(),
  );
};

export default settingsRoutes;

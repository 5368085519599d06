import { ZDisplaySettingsSchema } from './admin-settings.js';
import { endpoint } from './endpoint.js';

/**
 * What every browser needs to show the site as the admins set it (how dates and times are
 * shown), under static/; public. The admins set it through admin/settings/.
 */
export const displaySettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'static/settings/',
    status: 200,
    answer: ZDisplaySettingsSchema,
    errors: [],
  }),
};

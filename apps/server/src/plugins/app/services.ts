import { definePlugin } from '../../lib/define-plugin.js';
import { ResponseCache } from '../../lib/response-cache.js';
import { CatalogueService } from '../../services/catalogue-service.js';
import { SupportService } from '../../services/support-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    catalogue: CatalogueService;
    support: SupportService;
  }
}

export default definePlugin('services', async (app) => {
  const responseCache = new ResponseCache();
  app.decorate('responseCache', responseCache);
  app.decorate('catalogue', new CatalogueService(app.repositories, responseCache));
  app.decorate('support', new SupportService(app.db));
});

import type { TEnv } from './config/env.js';
import type { TDatabaseHandle } from './db/create-database.js';
import { definePlugin } from './lib/define-plugin.js';
import accessLog from './plugins/app/access-log.js';
import auth from './plugins/app/auth.js';
import errorHandler from './plugins/app/error-handler.js';
import gracefulClose from './plugins/app/graceful-close.js';
import metrics from './plugins/app/metrics.js';
import requestId from './plugins/app/request-id.js';
import services from './plugins/app/services.js';
import webStatic from './plugins/app/web-static.js';
import db from './plugins/external/db.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import redis from './plugins/external/redis.js';
import swagger from './plugins/external/swagger.js';
import healthRoutes from './routes/api/health.js';
import v1Routes from './routes/api/v1/index.js';
import mediaRoutes from './routes/media.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: TEnv;
  }
}

export interface TAppOptions {
  config: TEnv;
  /** An open database to use instead of the configured one (tests); closed with the app. */
  database?: TDatabaseHandle;
}

/** The whole application as a plugin; server.ts listens, tests inject. */
export default definePlugin<TAppOptions>('inkwell', async (app, options) => {
  const { config } = options;
  app.decorate('config', config);
  // JSON only: a text/plain body is answered 415 rather than validated as a string.
  app.removeContentTypeParser('text/plain');

  // First, so that its onRoute hook sees every API route.
  await app.register(errorHandler);

  await app.register(db, options);
  await app.register(redis);
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(swagger, { config });

  await app.register(requestId);
  await app.register(accessLog);
  await app.register(gracefulClose);
  // Before services, which hand it what it reads when scraped, and before the routes it counts.
  await app.register(metrics);
  await app.register(services);
  await app.register(auth);
  await app.register(webStatic, { config });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(v1Routes, { prefix: '/api/v1' });
  await app.register(mediaRoutes);
});

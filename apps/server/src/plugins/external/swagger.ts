import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TEnv } from '../../config/env.js';
import { definePlugin } from '../../lib/define-plugin.js';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the zod route schemas; the UI at /api/docs loads
 * only external scripts, so it runs under the app's strict CSP unchanged.
 */
export default definePlugin<{ config: TEnv }>('swagger', async (app, { config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.PRODUCT_NAME} API`,
        description:
          'The HTTP API of the web app. Errors are `{ detail }`, validation errors `{ field: [messages] }`.',
        version: '1',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
  });
});

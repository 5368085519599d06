import Fastify, { type FastifyInstance, type FastifySchema, type HTTPMethods } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TEnv } from '../../config/env.js';
import { ZOD_COMPILERS } from '../../lib/zod-compilers.js';

/** What the OpenAPI document needs of one of the app's routes. */
export interface TDocumentedRoute {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * A Fastify instance of its own that only documents: @fastify/swagger over the app's routes
 * (declared again here with their schemas and a handler never called) and the Swagger UI
 * under `prefix`. Built the first time the docs are asked for (decision 023).
 */
export async function createDocsApp(
  config: TEnv,
  prefix: string,
  routes: readonly TDocumentedRoute[],
): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: { compilersFactory: ZOD_COMPILERS } });
  await docs.register(swagger, {
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
  await docs.register(swaggerUi, { routePrefix: prefix, uiConfig: { deepLinking: true } });
  for (const route of routes) docs.route({ ...route, handler: () => undefined });
  await docs.ready();
  return docs;
}

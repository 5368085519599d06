import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../../config/env.js';
import { definePlugin } from '../../lib/define-plugin.js';
import { sendDetail } from '../../lib/error-reply.js';
import { NOT_FOUND_DETAIL } from '../../lib/http-error.js';
import { createDocsApp, type TDocumentedRoute } from './docs-app.js';

export const DOCS_PREFIX = '/api/docs';

/** Headers of the docs app's answer that describe its own connection, not the document. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The OpenAPI document (generated from the zod route schemas) and the Swagger UI at /api/docs,
 * which loads only external scripts, so it runs under the app's strict CSP unchanged. Both
 * are built the first time /api/docs is asked for (createDocsApp): until then the server
 * keeps only the list of its routes, not @fastify/swagger, the UI and their dependencies
 * (~2 MB of heap at boot; decision 023). Answers go out through this app's reply, so they
 * carry its security headers and request id.
 */
export default definePlugin<{ config: TEnv }>('swagger', async (app, { config }) => {
  const routes: TDocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && !route.schema?.hide) {
      routes.push({ method: route.method, url: route.url, schema: route.schema });
    }
  });

  let docs: Promise<FastifyInstance> | undefined;
  const loadDocs = () => {
    docs ??= createDocsApp(config, DOCS_PREFIX, routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });

  async function answerDocs(request: FastifyRequest, reply: FastifyReply) {
    const answer = await (
      await loadDocs()
    ).inject({ method: request.method as 'GET' | 'HEAD', url: request.url, headers: request.headers });
    if (answer.statusCode === 404) return sendDetail(reply, 404, NOT_FOUND_DETAIL);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  }
  app.get(DOCS_PREFIX, { schema: { hide: true } }, answerDocs);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, answerDocs);
});

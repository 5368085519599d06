import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.js';

/**
 * GET /media/avatars/<name>: uploaded avatars, served with their image type only, nosniff and a
 * CSP that forbids everything, so a crafted file can never run as a document.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/media/avatars/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await app.avatars.read(request.params.name);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};

export default mediaRoutes;

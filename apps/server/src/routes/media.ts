import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError, notFound } from '../lib/http-error.js';
import type { TStoredMedia } from '../providers/storage/media-storage.js';
import { MEDIA_KEY_PATTERN } from '../providers/storage/media-storage.js';
import { previewKey } from '../services/ai-speech/voice-library.js';
import type { TMediaLinkQuery } from '../services/media/media-links.js';

export const MEDIA_DETAIL = {
  invalid: 'This media link is not valid.',
  expired: 'This media link has expired. Reload the page for a fresh one.',
};

/** Headers every media file is sent with: its type only, never sniffed, never run as a document. */
function sendMedia(reply: FastifyReply, file: TStoredMedia, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', cacheControl)
    .send(file.bytes);
}

/** Cached by the browser alone, until the link expires. */
function privateUntil(expires: number): string {
  return `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}, immutable`;
}

/**
 * GET /media/avatars/<name>: uploaded avatars, public.
 * GET /media/<key>?expires=&signature=[&download=]: private media (generated images) through the
 * links the API signs (services/media/media-links.ts): a changed or expired link is 403, a
 * file that is gone 404. Cached privately until the link expires; `download` makes it an
 * attachment with that name.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/media/avatars/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await app.avatars.read(request.params.name);
      if (!file) throw notFound();
      return sendMedia(reply, file, 'public, max-age=31536000, immutable');
    },
  );

  // A voice's preview clip, made the first time it is played (services/ai-speech/voice-library.ts).
  app.get<{ Params: { name: string }; Querystring: TMediaLinkQuery }>(
    '/media/voices/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.mp3$/.exec(request.params.name);
      if (!match) throw notFound();
      const id = Number(match[1]);
      const link = app.mediaLinks.check(previewKey(id), request.query);
      if (!link.ok) throw new HttpError(403, MEDIA_DETAIL[link.reason]);
      const file = await app.voices.preview(id);
      if (!file) throw notFound();
      return sendMedia(reply, file, privateUntil(link.expires));
    },
  );

  app.get<{ Params: { '*': string }; Querystring: TMediaLinkQuery }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!MEDIA_KEY_PATTERN.test(key) || key.startsWith('avatars/')) throw notFound();
      const link = app.mediaLinks.check(key, request.query);
      if (!link.ok) throw new HttpError(403, MEDIA_DETAIL[link.reason]);
      const file = await app.media.get(key);
      if (!file) throw notFound();
      if (link.download) reply.header('content-disposition', `attachment; filename="${link.download}"`);
      return sendMedia(reply, file, privateUntil(link.expires));
    },
  );
};

export default mediaRoutes;

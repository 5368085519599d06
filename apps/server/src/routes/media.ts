import type { FastifyPluginAsync } from 'fastify';
import type { TByteRange } from '../lib/byte-range.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { WorkQueue } from '../lib/work-queue.js';
import { VOICE_PREVIEW_RATE_LIMIT } from '../plugins/external/rate-limit.js';
import { MEDIA_KEY_PATTERN } from '../providers/storage/media-storage.js';
import { previewKey } from '../services/ai-speech/voice-previews.js';
import type { TMediaLinkQuery } from '../services/media/media-links.js';
import { DOWNLOAD_DETAIL, sendMedia } from './send-media.js';

export const MEDIA_DETAIL = {
  invalid: 'This media link is not valid.',
  expired: 'This media link has expired. Reload the page for a fresh one.',
};

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
 * Every file is streamed (routes/send-media.ts): ranges, and at most MEDIA_MAX_DOWNLOADS at once.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const limit = app.config.MEDIA_MAX_DOWNLOADS;
  const slots = new WorkQueue(limit, limit, DOWNLOAD_DETAIL.busy);

  app.get<{ Params: { name: string } }>(
    '/media/avatars/:name',
    { schema: { hide: true } },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        slots,
        (range) => app.avatars.open(request.params.name, range),
        'public, max-age=31536000, immutable',
      ),
  );

  // A voice's preview clip, made ahead or on first play (services/ai-speech/voice-previews.ts).
  app.get<{ Params: { name: string }; Querystring: TMediaLinkQuery }>(
    '/media/voices/:name',
    { schema: { hide: true }, config: { rateLimit: VOICE_PREVIEW_RATE_LIMIT } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.mp3$/.exec(request.params.name);
      if (!match) throw notFound();
      const id = Number(match[1]);
      const link = app.mediaLinks.check(previewKey(id), request.query);
      if (!link.ok) throw new HttpError(403, MEDIA_DETAIL[link.reason]);
      const open = (range: TByteRange | undefined) => app.voices.preview(id, range);
      return sendMedia(request, reply, slots, open, privateUntil(link.expires));
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
      if (link.download) reply.header('content-disposition', `attachment; filename="${link.download}"`);
      const open = (range: TByteRange | undefined) => app.media.open(key, range);
      return sendMedia(request, reply, slots, open, privateUntil(link.expires));
    },
  );
};

export default mediaRoutes;

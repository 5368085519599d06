import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRangeHeader, type TByteRange } from '../lib/byte-range.js';
import { HttpError, notFound } from '../lib/http-error.js';
import type { WorkQueue } from '../lib/work-queue.js';
import type { TMediaDownload } from '../providers/storage/media-storage.js';

export const DOWNLOAD_DETAIL = {
  busy: 'Too many files are being downloaded right now. Please try again in a moment.',
  range: 'The requested range is not in this file.',
};

/**
 * A download whose client reads nothing for this long is cut off, so its place is freed; a
 * player that paused asks again for the rest with a Range.
 */
const IDLE_MS = 60_000;

/**
 * Sends a stored file as a stream, never read whole into memory, with the headers every
 * media file has: its type only, never sniffed, never run as a document. A single `Range`
 * (`bytes=a-b`, `a-`, `-n`) is answered 206 with those bytes, one outside the file 416; a
 * malformed or multiple one gets the whole file. Each download holds one of `slots` (a file
 * or a store connection) until its answer ends or its client goes away, which closes the file.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  slots: WorkQueue,
  open: (range: TByteRange | undefined) => Promise<TMediaDownload | undefined>,
  cacheControl: string,
): Promise<FastifyReply> {
  // Listened for from the start: a client may go away while it waits or the file opens.
  const held: { closed: boolean; release?: () => void; body?: Readable } = { closed: false };
  reply.raw.once('close', () => {
    held.closed = true;
    held.body?.destroy();
    held.release?.();
  });
  const release = await slots.acquire();
  held.release = release;
  let file: TMediaDownload | undefined;
  try {
    if (!held.closed) file = await open(parseRangeHeader(request.headers.range));
  } finally {
    if (held.closed || !file?.body) release();
  }
  if (held.closed) {
    file?.body?.destroy();
    return reply.send();
  }
  if (!file) throw notFound();
  const { body, span, size } = file;
  if (!body) throw new HttpError(416, DOWNLOAD_DETAIL.range, { 'content-range': `bytes */${size}` });
  held.body = body;
  reply.raw.setTimeout(IDLE_MS, () => reply.raw.destroy());
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('content-length', String(span ? span.end - span.start + 1 : size));
  if (span) reply.code(206).header('content-range', `bytes ${span.start}-${span.end}/${size}`);
  if (request.method === 'HEAD') {
    body.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(body);
}

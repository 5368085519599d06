import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { TRANSCRIPTION_EXTENSIONS, TRANSCRIPTION_MAX_BYTES, transcriptionEndpoints } from '@inkwell/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldErrors, HttpError } from '../../../../lib/http-error.js';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import type { TUpload } from '../../../../services/ai-speech/transcription-service.js';
import { BEARER, route } from '../endpoint-route.js';

const tags = ['ai-speech'];
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const EXTENSIONS: readonly string[] = TRANSCRIPTION_EXTENSIONS;
const TOO_LARGE = `The file is larger than ${TRANSCRIPTION_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * The multipart form of POST ai/speech-to-text/: `file` (one audio file, written to `dir`) and
 * `language`. Every part is read to its end, so a refusal never leaves the upload hanging.
 */
async function readUpload(
  request: FastifyRequest,
  dir: string,
): Promise<{ upload: TUpload; language: string }> {
  const fields: Record<string, string[]> = {};
  let upload: TUpload | undefined;
  let language = 'en';
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'language') language = String(part.value).trim();
      continue;
    }
    const extension = extname(part.filename).slice(1).toLowerCase();
    if (part.fieldname !== 'file' || upload) {
      part.file.resume();
    } else if (!EXTENSIONS.includes(extension)) {
      part.file.resume();
      fields.file = ['Upload WAV, MP3, M4A, Ogg, WebM or FLAC audio.'];
    } else {
      const path = join(dir, `upload.${extension}`);
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
      // Kept for the list: the name as the user knows it, without folders or control characters.
      const fileName =
        part.filename
          .replace(/^.*[\\/]/, '')
          .replace(/[\p{Cc}]/gu, '')
          .slice(0, 200) || `audio.${extension}`;
      upload = { path, fileName };
    }
  }
  if (!LANGUAGE.test(language)) fields.language = ['Pick one of the languages listed.'];
  if (!upload && !fields.file) fields.file = ['Choose an audio file to transcribe.'];
  if (Object.keys(fields).length > 0 || !upload) throw new FieldErrors(fields);
  return { upload, language };
}

/** Speech to Text: the languages on offer, an upload queued as a job, the job's state. */
const transcriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: TRANSCRIPTION_MAX_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
  });

  route(
    app,
    transcriptionEndpoints.options,
    {
      tags,
      security: BEARER,
      summary: 'The languages speech to text understands on this install (empty: not available)',
    },
    () => app.transcriptions.options(),
  );

  route(
    app,
    transcriptionEndpoints.start,
    {
      tags,
      security: BEARER,
      summary:
        'Transcribe an audio file (multipart: file, language): one speech-to-text generation held, then queued as a job that decodes and measures it (not audio or too long: the job fails and gives it back)',
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      bodyLimit: TRANSCRIPTION_MAX_BYTES + 64 * 1024,
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the audio as multipart/form-data, in a field named file.');
      const dir = await mkdtemp(join(tmpdir(), 'inkwell-upload-'));
      try {
        const { upload, language } = await readUpload(request, dir);
        return await app.transcriptions.start(request.user.id, upload, language);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  route(
    app,
    transcriptionEndpoints.get,
    {
      tags,
      security: BEARER,
      summary:
        'A transcription: queued, running (with an estimate of progress), done with its transcript, or failed',
    },
    (request) => app.transcriptions.saved.get(request.user.id, request.params.id),
  );
};

export default transcriptionRoutes;

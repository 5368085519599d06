import { extname } from 'node:path';
import { TRANSCRIPTION_EXTENSIONS, TRANSCRIPTION_MAX_BYTES, transcriptionEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload, type TUploadRule } from '../../../../lib/uploads/read-upload.js';
import { toTempFiles, type TTempFile } from '../../../../lib/uploads/upload-sinks.js';
import { aiRateLimit } from '../../../../plugins/external/rate-limit.js';
import { route } from '../endpoint-route.js';

const tags = ['ai-speech'];
const EXTENSIONS: readonly string[] = TRANSCRIPTION_EXTENSIONS;

/** POST ai/speech-to-text/: `language` and one audio file in `file`, streamed to a temporary file. */
const AUDIO: TUploadRule<TTempFile> = {
  field: 'file',
  limits: { files: 1, fileSize: TRANSCRIPTION_MAX_BYTES, fields: 4, fieldSize: 1024 },
  sink: toTempFiles,
  tooMany: 'Upload one audio file.',
  tooLarge: `The file is larger than ${TRANSCRIPTION_MAX_BYTES / 1024 / 1024} MB.`,
  missing: 'Choose an audio file to transcribe.',
  refuseName: (name) =>
    EXTENSIONS.includes(extname(name).slice(1).toLowerCase())
      ? undefined
      : 'Upload WAV, MP3, M4A, Ogg, WebM or FLAC audio.',
};

/** Speech to Text: the languages on offer, an upload queued as a job, the job's state. */
const transcriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    transcriptionEndpoints.options,
    {
      tags,
      summary: 'The languages speech to text understands on this install (empty: not available)',
    },
    () => app.transcriptions.options(),
  );

  route(
    app,
    transcriptionEndpoints.start,
    {
      tags,
      summary:
        'Transcribe an audio file (multipart: file, language): one speech-to-text generation held, then queued as a job that decodes and measures it (not audio or too long: the job fails and gives it back)',
      config: { rateLimit: aiRateLimit(app.config.AI_RATE_LIMIT_PER_MINUTE) },
      onRequest: app.refuseWhileDraining,
      consumes: ['multipart/form-data'],
    },
    (request) =>
      readUpload(request, AUDIO, ({ fields, files }) =>
        // The rule requires one file: `files[0]` is there.
        app.transcriptions.start(request.user.id, files[0]!, fields.language),
      ),
  );

  route(
    app,
    transcriptionEndpoints.get,
    {
      tags,
      summary:
        'A transcription: queued, running (with an estimate of progress), done with its transcript, or failed',
    },
    (request) => app.transcriptions.saved.get(request.user.id, request.params.id),
  );
};

export default transcriptionRoutes;

import multipart from '@fastify/multipart';
import { definePlugin } from '../define-plugin.js';

/**
 * Multipart for the whole API, registered once (routes/api/v1/index.ts): the parser only marks
 * a request as multipart, and `readUpload` reads it with its endpoint's limits. These are the
 * limits of a read that names none: small, so nothing reads a large form by accident. A file
 * over its size is cut and reported (the reader refuses it as a field error), not thrown as a 413.
 */
export default definePlugin('uploads', async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      fields: 10,
      fileSize: 1024 * 1024,
      files: 1,
      headerPairs: 100,
      parts: 12,
    },
  });
});

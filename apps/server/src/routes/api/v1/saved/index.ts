import {
  savedCodeEndpoints,
  savedImageEndpoints,
  savedSpeechEndpoints,
  savedTemplateEndpoints,
  savedTranscriptionEndpoints,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedItemRoutes } from './saved-item-routes.js';
import { signedInOnly } from '../endpoint-route.js';

/**
 * The user's saved creations (/user/saved/*), each behind a signed-in user: every tool's list,
 * item and deletion are the same three routes over its own service. Others' ids are 404.
 */
const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  savedItemRoutes(app, savedCodeEndpoints, {
    summaries: {
      list: "The user's saved code runs, newest first (search in prompts, filter by language)",
      get: 'One saved code run',
      remove: 'Delete a saved code run',
    },
    list: (userId, query) => app.code.saved.list(userId, query),
    get: (userId, id) => app.code.saved.get(userId, id),
    remove: (userId, id) => app.code.saved.delete(userId, id),
  });
  savedItemRoutes(app, savedTemplateEndpoints, {
    summaries: {
      list: "The user's saved template runs, newest first (search, filter by category)",
      get: 'One saved template run',
      remove: 'Delete a saved template run',
    },
    list: (userId, query) => app.templates.saved.list(userId, query),
    get: (userId, id) => app.templates.saved.get(userId, id),
    remove: (userId, id) => app.templates.saved.delete(userId, id),
  });
  savedItemRoutes(app, savedImageEndpoints, {
    summaries: {
      list: "The user's images, newest first (search in prompts); links expire within minutes",
      get: 'One image, with fresh links',
      remove: 'Delete an image and its files',
    },
    list: (userId, query) => app.images.saved.list(userId, query),
    get: (userId, id) => app.images.saved.get(userId, id),
    remove: (userId, id) => app.images.delete(userId, id),
  });
  savedItemRoutes(app, savedSpeechEndpoints, {
    summaries: {
      list: "The user's speeches, newest first (search in the text); links expire within minutes",
      get: 'One speech, with fresh links',
      remove: 'Delete a speech and its audio',
    },
    list: (userId, query) => app.speech.saved.list(userId, query),
    get: (userId, id) => app.speech.saved.get(userId, id),
    remove: (userId, id) => app.speech.delete(userId, id),
  });
  savedItemRoutes(app, savedTranscriptionEndpoints, {
    summaries: {
      list: "The user's transcriptions, newest first (search in transcripts and file names)",
      get: 'One transcription, with a fresh audio link',
      remove: 'Delete a transcription and its audio (409 while it runs)',
    },
    list: (userId, query) => app.transcriptions.saved.list(userId, query),
    get: (userId, id) => app.transcriptions.saved.get(userId, id),
    remove: (userId, id) => app.transcriptions.delete(userId, id),
  });
};

export default savedRoutes;

import type { FastifyPluginAsync } from 'fastify';
import savedCodeRoutes from './code-routes.js';
import savedImageRoutes from './image-routes.js';
import savedSpeechRoutes from './speech-routes.js';
import savedTranscriptionRoutes from './transcription-routes.js';
import savedTemplateRoutes from './template-routes.js';

/** The user's saved creations (/user/saved/*), each behind a signed-in user. */
const savedRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(savedCodeRoutes);
  await app.register(savedTemplateRoutes);
  await app.register(savedImageRoutes);
  await app.register(savedSpeechRoutes);
  await app.register(savedTranscriptionRoutes);
};

export default savedRoutes;

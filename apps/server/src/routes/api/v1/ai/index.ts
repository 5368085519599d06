import type { FastifyPluginAsync } from 'fastify';
import chatRoutes from './chat-routes.js';
import chatStreamRoutes from './chat-stream-routes.js';
import codeRoutes from './code-routes.js';
import imageRoutes from './image-routes.js';
import speechRoutes from './speech-routes.js';
import statusRoutes from './status-routes.js';
import transcriptionRoutes from './transcription-routes.js';
import templateRoutes from './template-routes.js';
import { signedInOnly } from '../endpoint-route.js';

/** The AI tools, each behind a signed-in user. */
const aiRoutes: FastifyPluginAsync = async (app) => {
  signedInOnly(app);
  await app.register(statusRoutes);
  await app.register(chatRoutes);
  await app.register(chatStreamRoutes);
  await app.register(codeRoutes);
  await app.register(templateRoutes);
  await app.register(imageRoutes);
  await app.register(speechRoutes);
  await app.register(transcriptionRoutes);
};

export default aiRoutes;

import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import app from './app.js';
import { loadEnv } from './config/env.js';
import { createServerOptions } from './server-options.js';

const config = loadEnv();
const server = Fastify(createServerOptions(config));

// SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, destroy the
// database (the db plugin's onClose), then exit; forced after 10 s.
closeWithGrace({ delay: 10_000, logger: server.log }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'closing after an unexpected error');
  else server.log.info({ signal }, 'closing gracefully');
  await server.close();
});

try {
  await server.register(app, { config });
  await server.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  server.log.fatal({ err }, 'server failed to start');
  await server.close().catch(() => undefined);
  process.exit(1);
}

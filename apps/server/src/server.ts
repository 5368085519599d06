import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import app from './app.js';
import { loadEnv } from './config/env.js';
import { createServerOptions } from './server-options.js';

const config = loadEnv();
const server = Fastify(createServerOptions(config));

/** After the grace: stopping and saving the answers left, handing work back, closing the database. */
const CLOSE_MARGIN_SECONDS = 10;

// SIGTERM/SIGINT (decision 041): drain first — health answers 503 and new answers are refused
// while the server keeps listening, running answers get SHUTDOWN_GRACE_SECONDS — then close:
// answers still running are stopped and saved, connections end, this instance's jobs and holds
// are handed back, the database closes. Forced (exit 1) past the grace and a margin.
closeWithGrace(
  { delay: (config.SHUTDOWN_GRACE_SECONDS + CLOSE_MARGIN_SECONDS) * 1000, logger: server.log },
  async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'closing after an unexpected error');
    // A signal during the start has nothing to drain yet.
    else if (server.hasDecorator('lifecycle')) {
      server.log.info({ signal }, 'draining: new answers go to other instances');
      const running = server.lifecycle.running;
      const finished = await server.lifecycle.drain(config.SHUTDOWN_GRACE_SECONDS * 1000);
      server.log.info({ running, finished }, 'drained: closing gracefully');
    }
    await server.close();
  },
);

try {
  await server.register(app, { config });
  await server.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  server.log.fatal({ err }, 'server failed to start');
  await server.close().catch(() => undefined);
  process.exit(1);
}

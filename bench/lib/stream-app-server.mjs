// The built app as server.ts runs it, plus one route the app does not ship: GET
// /bench/stream, an answer of STREAM_EVENTS delta events and a done event through the app's
// EventStream (apps/server/src/lib/event-stream.ts), with every hook of a real answer.
// bench/versus-node.mjs measures it against bench/lib/bare-node-server.mjs's /bench/stream.
import Fastify from 'fastify';
import app from '../../apps/server/dist/app.js';
import { loadEnv } from '../../apps/server/dist/config/env.js';
import { EventStream } from '../../apps/server/dist/lib/event-stream.js';
import { createServerOptions } from '../../apps/server/dist/server-options.js';
import { STREAM_EVENTS, streamDelta } from './stream-shape.mjs';

const config = loadEnv();
const server = Fastify(createServerOptions(config));
await server.register(app, { config });
server.get('/bench/stream', (_request, reply) => {
  const stream = EventStream.open(reply);
  for (let i = 0; i < STREAM_EVENTS; i += 1) stream.send('delta', streamDelta(i));
  stream.end('done', { events: STREAM_EVENTS });
  return reply;
});
await server.listen({ port: config.PORT, host: config.HOST });
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));

import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './instances.js';
import { TEST_REDIS_URL } from './test-redis.js';

export interface TRedisProxy {
  /** A REDIS_URL that reaches the test Redis through this proxy. */
  url: string;
  /** Redis goes away: open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** Redis is back, on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of the test Redis, to lose it mid-run without stopping the shared server. */
export async function startRedisProxy(): Promise<TRedisProxy> {
  const target = new URL(TEST_REDIS_URL);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((done, fail) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => done());
    });

  const cut = async () => {
    const closed = new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };

  await listen();
  return { url: `redis://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

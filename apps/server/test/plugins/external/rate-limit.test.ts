import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-app.js';
import { captureLog, LOG_LEVEL } from '../../helpers/log-capture.js';

interface TLogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

describe('a client that closes its socket before the rate limit runs', () => {
  const { lines, stream: logStream } = captureLog<TLogLine>();
  const closedBeforeLimit: string[] = [];
  const ctx = useTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    // Runs before every hook of the app: holds the request until its client has gone, so the
    // rate limit (and everything after it) meets a request whose socket is closed.
    beforeRegister: (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.headers['x-test-wait-for-close'] !== 'yes') return;
        const socket = request.raw.socket;
        if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
        closedBeforeLimit.push(request.url);
      });
    },
  });

  it('is dropped quietly: no error in the log, and the server keeps answering', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ email: 'gone@example.test', password: 'whatever-password' });
    socket.write(
      'POST /api/v1/users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `X-Test-Wait-For-Close: yes\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.destroy();
    await expect.poll(() => closedBeforeLimit.length).toBe(1);

    // The next request on a fresh connection is answered as usual, after the gone one ran its course.
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = lines.filter((line) => line.level >= LOG_LEVEL.error);
    expect(errors.map((line) => line.err?.message ?? line.msg)).toEqual([]);
  });
});

import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStream, formatEvent } from '../../src/lib/event-stream.js';
import { buildTestApp, type TTestApp } from '../helpers/build-app.js';

describe('EventStream', () => {
  let ctx: TTestApp;
  /** What the route saw after its client went away. */
  let afterClose: Promise<{ open: boolean; sent: boolean }>;
  /** Ends the quiet stream. */
  let endQuiet = () => {};
  const everyMs = EventStream.pingEveryMs;

  beforeAll(async () => {
    ctx = await buildTestApp({
      beforeReady: (app) => {
        app.get('/test/stream', (_request, reply) => {
          const stream = EventStream.open(reply);
          stream.send('delta', { text: 'Hello' });
          stream.send('delta', { text: ' world\n\nevent: done' });
          stream.end('done', { id: 7 });
          return reply;
        });
        app.get('/test/stream-quiet', (_request, reply) => {
          const stream = EventStream.open(reply);
          stream.send('delta', { text: 'Wait' });
          endQuiet = () => stream.end('done', { id: 8 });
          return reply;
        });
        app.get('/test/stream-left', (_request, reply) => {
          const stream = EventStream.open(reply);
          stream.send('delta', { text: 'first' });
          afterClose = new Promise((resolve) => {
            reply.raw.once('close', () =>
              resolve({ open: stream.open, sent: stream.send('delta', { text: 'late' }) }),
            );
          });
          return reply;
        });
      },
    });
  });
  afterAll(async () => {
    EventStream.pingEveryMs = everyMs;
    await ctx?.close();
  });

  it('streams events with the headers of every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.body).toBe(
      'event: delta\ndata: {"text":"Hello"}\n\n' +
        'event: delta\ndata: {"text":" world\\n\\nevent: done"}\n\n' +
        'event: done\ndata: {"id":7}\n\n',
    );
  });

  it('keeps data on one line whatever the text holds', () => {
    expect(formatEvent('error', { detail: 'a\nb\r\nc' })).toBe(
      'event: error\ndata: {"detail":"a\\nb\\r\\nc"}\n\n',
    );
  });

  it('stops writing once the client has gone, and says so', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const first = await new Promise<string>((resolve, reject) => {
      const request = get(`http://127.0.0.1:${port}/test/stream-left`, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          request.destroy();
        });
      });
      request.on('error', reject);
    });
    expect(first).toBe('event: delta\ndata: {"text":"first"}\n\n');
    expect(await afterClose).toEqual({ open: false, sent: false });
  });

  it('pings with a comment while it is open (15 s in production, shortened here), between its events', async () => {
    expect(everyMs).toBe(15_000);
    EventStream.pingEveryMs = 20;
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const { port } = ctx.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/test/stream-quiet`);
      const decoder = new TextDecoder();
      let text = '';
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(bytes, { stream: true });
        if (text.includes(': ping\n\n')) endQuiet();
      }
      expect(text).toMatch(
        /^event: delta\ndata: \{"text":"Wait"\}\n\n(: ping\n\n)+event: done\ndata: \{"id":8\}\n\n$/,
      );
    } finally {
      EventStream.pingEveryMs = everyMs;
    }
  });
});
